import { act, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { dismissToast, toast } from "@/hooks/use-toast";
import { Toaster } from "../toaster";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../dialog";

afterEach(() => {
  act(() => dismissToast());
});

// jsdom lays nothing out, so the place is read from the viewport's classes; the end-to-end tests read
// it from the page (a click on the chat's send button and on "Assinar" reaches them while a toast shows).
describe("where toasts show (decision 076)", () => {
  it("at the top centre at every width, never in a bottom corner where a form's next button sits", () => {
    render(<Toaster />);
    act(() => void toast({ title: "Erro", variant: "destructive" }));
    const list = screen.getByRole("region", { name: /^Avisos/ }).querySelector("ol")!;
    const classes = list.className.split(/\s+/);
    expect(classes).toEqual(expect.arrayContaining(["fixed", "top-0", "left-1/2", "-translate-x-1/2"]));
    expect(classes.filter((c) => /(^|:)(bottom-|top-auto|right-0)/.test(c))).toEqual([]);
  });

  it("names its region in Portuguese, with the key that reaches it", () => {
    render(<Toaster />);
    expect(screen.getByRole("region", { name: "Avisos (F8)" })).toBeInTheDocument();
  });
});

describe("toasts while a dialog is open", () => {
  it("stay readable by assistive technology when the toast list was already there as the dialog opened", () => {
    const { rerender } = render(<Toaster />);
    act(() => void toast({ title: "Pedido enviado" }));
    // The dialog opens while that toast still shows: Radix hides everything outside it (aria-hidden).
    rerender(
      <>
        <Toaster />
        <Dialog open>
          <DialogContent>
            <DialogTitle>Assinar contrato</DialogTitle>
            <DialogDescription>Confira o nome e o CPF.</DialogDescription>
          </DialogContent>
        </Dialog>
      </>,
    );
    act(() => void toast({ title: "Erro", description: "O nome deve ser o do convite.", variant: "destructive" }));
    const region = screen.getByRole("region", { name: /^Avisos/ });
    expect(region.closest("[aria-hidden=true]")).toBeNull();
    const shown = within(region)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(shown.join(" | ")).toContain("O nome deve ser o do convite.");
  });
});
