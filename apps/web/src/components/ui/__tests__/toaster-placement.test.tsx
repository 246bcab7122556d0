import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { dismissToast, toast } from "@/hooks/use-toast";
import { Toaster } from "../toaster";

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
