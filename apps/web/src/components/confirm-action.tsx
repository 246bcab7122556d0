import type { ReactNode } from "react";
import { Loader2 } from "lucide-react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";

/**
 * A button that asks before doing something that cannot be undone. `block` fills its panel's
 * width (project lifecycle, investments); `inline` is a small button in a row (quotation cards).
 * With `disabledReason` the action is shown disabled with that sentence under it, so nothing is
 * offered that the server would refuse after the confirmation.
 */
export function ConfirmAction({
  label,
  title,
  description,
  confirmLabel,
  pending,
  onConfirm,
  variant = "outline",
  icon,
  destructive = false,
  layout = "block",
  disabledReason,
  accessibleLabel,
}: {
  label: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  variant?: "default" | "outline" | "highlight" | "secondary";
  icon?: ReactNode;
  destructive?: boolean;
  layout?: "block" | "inline";
  disabledReason?: string | null;
  /** The button's name for screen readers when `label` alone is ambiguous (one "Verificar" per row). */
  accessibleLabel?: string;
}) {
  if (disabledReason) {
    const reasonId = `${label.replace(/\W+/g, "-").toLowerCase()}-motivo`;
    return (
      <div className="grid gap-1">
        <Button
          size={layout === "inline" ? "sm" : "default"}
          variant={variant}
          disabled
          aria-label={accessibleLabel}
          aria-describedby={reasonId}
          className={layout === "block" ? "w-full justify-start" : undefined}
        >
          {icon}
          {label}
        </Button>
        <p id={reasonId} className="text-xs text-muted-foreground">
          {disabledReason}
        </p>
      </div>
    );
  }
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          size={layout === "inline" ? "sm" : "default"}
          variant={variant}
          disabled={pending}
          aria-label={accessibleLabel}
          className={layout === "block" ? "w-full justify-start" : undefined}
        >
          {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : icon}
          {label}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <AlertDialogAction variant={destructive ? "destructive" : "default"} onClick={onConfirm}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
