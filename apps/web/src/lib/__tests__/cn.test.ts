import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { twMerge } from "tailwind-merge";
import { collectClassTokens, GENERATED_FILE, renderConfigFile, splitVariants } from "../../../build/tw-merge-config";
import { cn } from "../cn";

const REGENERATE =
  "Rode `npm run gen:tw-merge -w @alicerce/web` e faça commit de src/lib/tw-merge-config.generated.ts.";

/**
 * Two classes can only conflict when they carry the same variants and the same important flag
 * (tailwind-merge keys conflicts by "variants + !important + group"), so all those pairs are
 * compared; pairs with different variants are sampled.
 */
function conflictKey(token: string): string {
  const { variants, base } = splitVariants(token);
  const important = base.startsWith("!") || base.endsWith("!");
  return [...variants].sort().join(":") + (important ? "!" : "");
}

const CROSS_VARIANT_SAMPLE = 37;

describe("cn", () => {
  const tokens = collectClassTokens();

  it("finds the app's classes, variants as written", () => {
    expect(tokens).toEqual(expect.arrayContaining(["px-4", "sm:px-6", "hover:bg-primary/90", "size-4"]));
  });

  it("merges every pair of the app's classes exactly like the full tailwind-merge", { timeout: 120_000 }, () => {
    const mismatches: string[] = [];
    let compared = 0;
    let dropping = 0;
    const keys = tokens.map(conflictKey);
    for (let i = 0; i < tokens.length; i++) {
      for (let j = 0; j < tokens.length; j++) {
        if (keys[i] !== keys[j] && (i * tokens.length + j) % CROSS_VARIANT_SAMPLE !== 0) continue;
        const [a, b] = [tokens[i], tokens[j]];
        const expected = twMerge(a, b);
        compared++;
        if (expected !== `${a} ${b}`) dropping++;
        if (cn(a, b) !== expected) mismatches.push(`cn("${a}", "${b}") = "${cn(a, b)}", twMerge dá "${expected}"`);
      }
    }
    expect(mismatches.slice(0, 20), `cn difere do tailwind-merge completo. ${REGENERATE}`).toEqual([]);
    // The comparison is not vacuous: many pairs do conflict.
    expect(dropping).toBeGreaterThan(1000);
    expect(compared).toBeGreaterThan(dropping);
  });

  it("keeps classes tailwind-merge does not know and joins conditional classes", () => {
    const hidden = false;
    expect(cn("card", "px-2", hidden && "hidden", ["py-1", { "px-4": true }])).toBe("card py-1 px-4");
  });

  // Reducing the whole config and formatting it with prettier takes seconds on a loaded machine.
  it("uses a generated config that is up to date with the app's classes", { timeout: 60_000 }, async () => {
    const expected = await renderConfigFile(tokens);
    expect(
      fs.readFileSync(GENERATED_FILE, "utf8") === expected,
      `A configuração gerada está desatualizada. ${REGENERATE}`,
    ).toBe(true);
  });
});
