import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { cn } from "@/lib/cn";
import { Button } from "../button";
import { buttonVariants } from "../button-variants";
import { Input } from "../input";
import { PlainButton, plainButtonClassNames, PlainInput } from "../plain-controls";

// /login renders PlainInput and PlainButton to stay clear of tailwind-merge (decision 056): they
// must render exactly what Input and Button render.
describe("PlainInput and PlainButton", () => {
  it("render the markup of Input", () => {
    for (const type of ["email", "password", "text"]) {
      expect(renderToStaticMarkup(<PlainInput type={type} name="x" aria-invalid />)).toBe(
        renderToStaticMarkup(<Input type={type} name="x" aria-invalid />),
      );
    }
  });

  it("render the markup of Button, for every size they hold", () => {
    for (const size of Object.keys(plainButtonClassNames) as (keyof typeof plainButtonClassNames)[]) {
      expect(plainButtonClassNames[size]).toBe(cn(buttonVariants({ size })));
      expect(
        renderToStaticMarkup(
          <PlainButton type="submit" size={size} disabled>
            Entrar
          </PlainButton>,
        ),
      ).toBe(
        renderToStaticMarkup(
          <Button type="submit" size={size} disabled>
            Entrar
          </Button>,
        ),
      );
    }
  });
});
