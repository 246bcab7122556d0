// The import walls of eslint.config.js (import-x/no-restricted-paths) hold on the file an import
// resolves to: a relative path is stopped exactly like an alias. Each case lints an in-memory file
// placed inside the tree with ESLint's Node API and the repository's own config.
import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
// Only the walls run: import-x/no-cycle would walk the whole import graph from every probe.
const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === "import-x/no-restricted-paths" });

type Case = { file: string; forbidden: string[]; allowed: string[] };

const cases: Record<string, Case> = {
  "a feature reaches another feature's internals (relative and alias), not its index": {
    file: "apps/web/src/features/documents/pages/probe.tsx",
    forbidden: ["../../chat/components/chat-format", "@/features/chat/components/chat-format"],
    allowed: [
      "@/features/chat",
      "../../chat/index.ts",
      "../components/document-status-badge",
      "@/components/ui/button",
    ],
  },
  "a feature imports the app layer": {
    file: "apps/web/src/features/chat/probe.tsx",
    forbidden: ["../../app/router", "@/app/router"],
    allowed: ["@/hooks/use-toast", "@/api/client", "@/lib/format"],
  },
  "shared components import a feature, even through its index": {
    file: "apps/web/src/components/form/probe.tsx",
    forbidden: ["../../features/chat", "@/features/chat/index.ts"],
    allowed: ["../ui/button", "@/hooks/use-toast", "@/api/client"],
  },
  "the api layer imports UI": {
    file: "apps/web/src/api/chat/probe.ts",
    forbidden: ["../../hooks/use-toast", "@/components/ui/button"],
    allowed: ["../client", "@/lib/format"],
  },
  "lib imports a higher layer": {
    file: "apps/web/src/lib/probe.ts",
    forbidden: ["../api/client", "@/hooks/use-toast"],
    allowed: ["./format", "@/lib/cn"],
  },
  "a server module reaches into another module's files": {
    file: "apps/server/src/modules/chat/probe.ts",
    forbidden: ["../auth/privileges.ts", "../../modules/auth/session-reader.ts"],
    allowed: ["../auth/index.ts", "./access.ts", "../../app-deps.ts"],
  },
  "the kernel imports a module, even through its index (decision 097)": {
    file: "apps/server/src/jobs/probe.ts",
    forbidden: ["../modules/auth/privileges.ts", "../modules/auth/index.ts", "../modules/chat/index.ts"],
    allowed: ["../app-deps.ts", "../http/session.ts", "../lib/pdf-seal.ts"],
  },
  "the kernel's http/ and app-deps.ts import a module's types": {
    file: "apps/server/src/http/probe.ts",
    forbidden: ["../modules/auth/index.ts", "../modules/auth/session-reader.ts", "../modules/signatures/index.ts"],
    allowed: ["./session.ts", "../lib/pdf-seal.ts"],
  },
  "app-deps.ts names a module's file": {
    file: "apps/server/src/app-deps.ts",
    forbidden: ["./modules/auth/better-auth.ts", "./modules/auth/index.ts"],
    allowed: ["./http/session.ts", "./lib/pdf-seal.ts"],
  },
  "the wiring reaches into a module's files, not its index": {
    file: "apps/server/src/app-jobs.ts",
    forbidden: ["../src/modules/auth/privileges.ts", "./modules/files/unreferenced-uploads.ts"],
    allowed: ["./modules/auth/index.ts", "./jobs/plugin.ts"],
  },
  "the realtime hub imports a module or a channel it carries (decision 096)": {
    file: "apps/server/src/realtime/probe.ts",
    forbidden: ["../modules/chat/index.ts", "../modules/notifications/index.ts", "../live/domain-channel.ts"],
    allowed: ["./channel.ts", "./signal-bus.ts", "../db/client.ts", "../lib/work-in-flight.ts"],
  },
  "the database layer imports realtime (decision 096)": {
    file: "apps/server/src/db/probe.ts",
    forbidden: ["../realtime/signal-bus.ts", "../realtime/index.ts", "../live/changes.ts", "../modules/chat/index.ts"],
    allowed: ["./connection-options.ts", "../cache/data-generation.ts"],
  },
  "the wiring registers the modules' channels through their index (decision 096)": {
    file: "apps/server/src/app-realtime.ts",
    forbidden: ["./modules/chat/realtime-channel.ts", "./modules/notifications/bell-channel.ts"],
    allowed: ["./modules/chat/index.ts", "./modules/notifications/index.ts", "./live/domain-channel.ts"],
  },
  "packages/shared imports an app by path": {
    file: "packages/shared/src/probe.ts",
    forbidden: ["../../../apps/server/src/config.ts", "../../../apps/web/src/lib/format.ts"],
    allowed: ["./dates.ts"],
  },
};

/** Imports that resolve to nothing are skipped by the rule, so every case must name real files. */
function resolvesToAFile(file: string, specifier: string): boolean {
  const base = specifier.startsWith("@/")
    ? path.join(root, "apps/web/src", specifier.slice(2))
    : path.resolve(root, path.dirname(file), specifier);
  return ["", ".ts", ".tsx", "/index.ts"].some((ext) => fs.existsSync(base + ext) && fs.statSync(base + ext).isFile());
}

async function wallErrorsByLine(file: string, imports: string[]): Promise<Map<number, string>> {
  const code = imports.map((source, i) => `import * as m${i} from "${source}";`).join("\n");
  const [result] = await eslint.lintText(
    `${code}\nexport const all = [${imports.map((_, i) => `m${i}`).join(", ")}];\n`,
    {
      filePath: path.join(root, file),
    },
  );
  const errors = new Map<number, string>();
  for (const m of result!.messages) if (m.ruleId === "import-x/no-restricted-paths") errors.set(m.line, m.message);
  return errors;
}

describe("import walls", () => {
  for (const [name, { file, forbidden, allowed }] of Object.entries(cases)) {
    it(name, async () => {
      const imports = [...forbidden, ...allowed];
      for (const specifier of imports) expect(resolvesToAFile(file, specifier), `${specifier} from ${file}`).toBe(true);

      const errors = await wallErrorsByLine(file, imports);
      imports.forEach((source, i) => {
        const error = errors.get(i + 1);
        if (forbidden.includes(source)) expect(error, `${source} from ${file}`).toMatch(/restricted zone/);
        else expect(error, `${source} from ${file}`).toBeUndefined();
      });
    });
  }
});
