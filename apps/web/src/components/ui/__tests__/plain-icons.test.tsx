import { renderToStaticMarkup } from "react-dom/server";
import { Loader2, ShieldCheck } from "lucide-react";
import { describe, expect, it } from "vitest";
import { PlainLoaderIcon, PlainShieldCheckIcon } from "../plain-icons";

// /login draws its two icons without lucide's runtime (decision 056): they must render exactly
// what lucide renders, so the page looks the same as every other screen's spinner and shield.
describe("plain icons", () => {
  it("render the markup of lucide's Loader2", () => {
    expect(renderToStaticMarkup(<PlainLoaderIcon className="animate-spin" />)).toBe(
      renderToStaticMarkup(<Loader2 className="animate-spin" aria-hidden="true" />),
    );
  });

  it("render the markup of lucide's ShieldCheck", () => {
    expect(renderToStaticMarkup(<PlainShieldCheckIcon className="size-10 text-highlight" />)).toBe(
      renderToStaticMarkup(<ShieldCheck className="size-10 text-highlight" aria-hidden="true" />),
    );
  });
});
