import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SRC = path.resolve(import.meta.dirname, "../../..");

/** The files a module reaches through static imports (not `import()`, not `import type`), within src/. */
function staticImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = fs.readFileSync(file, "utf8");
  for (const [, spec = ""] of code.matchAll(/^(?:import|export)\s(?!type\s)[^;]*?\sfrom\s+"([^"]+)";/gms)) {
    const base = spec.startsWith("@/")
      ? path.join(SRC, spec.slice(2))
      : spec.startsWith(".")
        ? path.resolve(path.dirname(file), spec)
        : null;
    if (!base) continue;
    const found = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
      .map((ext) => base + ext)
      .find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
    if (found) staticImports(found, seen);
  }
  return seen;
}

// Budgets: /login's first load is at most 90 KB of JavaScript (decision 056, `npm run bench -- --only bundle`).
describe("what /login downloads before anyone types", () => {
  const reached = [...staticImports(path.join(SRC, "features/auth/pages/login-page.tsx"))].map((f) =>
    path.relative(SRC, f),
  );
  /** The files on the page's path that import `pkg` at run time (not `import type`). */
  const importersOf = (pkg: string) =>
    reached.filter((file) =>
      new RegExp(`^import\\s(?!type\\s)[^;]*?\\sfrom\\s+"${pkg.replace(/[/]/g, "\\/")}";`, "m").test(
        fs.readFileSync(path.join(SRC, file), "utf8"),
      ),
    );

  it("leaves out cn() and tailwind-merge, Button and Input included", () => {
    expect(reached).not.toContain("lib/cn.ts");
    expect(reached).not.toContain("components/ui/button.tsx");
    expect(reached).not.toContain("components/ui/input.tsx");
  });

  it("leaves out lucide's runtime: its two icons are drawn as plain SVG", () => {
    expect(importersOf("lucide-react")).toEqual([]);
  });

  it("leaves out the two-factor step, which loads when the password is sent", () => {
    expect(reached).not.toContain("features/auth/components/two-factor-step.tsx");
  });

  it("leaves out the passkey login and the WebAuthn client, which load on the click (docs/decisions/124-passkeys.md)", () => {
    expect(reached).not.toContain("features/auth/passkey-login.ts");
    expect(reached).not.toContain("lib/webauthn.ts");
    expect(importersOf("@simplewebauthn/browser")).toEqual([]);
  });

  it("leaves out the return path's check, which loads with the later steps (decision 121)", () => {
    expect(reached).not.toContain("lib/return-path.ts");
    expect(reached).not.toContain("features/auth/components/return-after-login.tsx");
  });
});
