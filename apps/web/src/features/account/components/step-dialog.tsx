import type { ReactNode } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";

/** One step of an account security flow (two-factor, passkeys) in a dialog with its title and description. */
export function StepDialog(props: {
  open: boolean;
  onClose(): void;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={props.open} onOpenChange={(next) => !next && props.onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: each opening starts empty, from the password again. */}
        {props.open && props.children}
      </DialogContent>
    </Dialog>
  );
}
