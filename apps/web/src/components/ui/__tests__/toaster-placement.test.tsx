import { useState } from "react";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { dismissToast, toast } from "@/hooks/use-toast";
import { AlertDialog, AlertDialogContent, AlertDialogTitle } from "../alert-dialog";
import { Dialog, DialogContent, DialogTitle } from "../dialog";
import { Toaster } from "../toaster";

afterEach(() => {
  act(() => dismissToast());
});

// An open dialog hides the rest of the page from the accessibility tree, the toasts' region included.
const placement = () =>
  screen.getByRole("region", { name: /^Avisos/, hidden: true }).querySelector("ol")?.dataset.placement;

function WithDialog({ kind }: { kind: "dialog" | "alert" }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      {kind === "dialog" ? (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent aria-describedby={undefined}>
            <DialogTitle>Assinar contrato</DialogTitle>
          </DialogContent>
        </Dialog>
      ) : (
        <AlertDialog open={open} onOpenChange={setOpen}>
          <AlertDialogContent aria-describedby={undefined}>
            <AlertDialogTitle>Excluir?</AlertDialogTitle>
          </AlertDialogContent>
        </AlertDialog>
      )}
      <Toaster />
    </>
  );
}

describe("where toasts show", () => {
  it.each(["dialog", "alert"] as const)(
    "in the corner, and at the top while a %s is open so it never covers the dialog's buttons",
    async (kind) => {
      render(<WithDialog kind={kind} />);
      act(() => void toast({ title: "Erro", variant: "destructive" }));
      // A closed dialog (its wrapper is rendered) does not count.
      expect(placement()).toBe("corner");

      await userEvent.click(screen.getByRole("button", { name: "Abrir" }));
      expect(await screen.findByRole(kind === "dialog" ? "dialog" : "alertdialog")).toBeInTheDocument();
      expect(placement()).toBe("top");

      await userEvent.keyboard("{Escape}");
      await act(async () => {});
      expect(screen.queryByRole(kind === "dialog" ? "dialog" : "alertdialog")).not.toBeInTheDocument();
      expect(placement()).toBe("corner");
    },
  );
});
