import fs from "node:fs";
import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import importX from "eslint-plugin-import-x";
import checkFile from "eslint-plugin-check-file";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

const root = import.meta.dirname;
const web = "apps/web/src";
const server = "apps/server/src";
const foldersOf = (dir) => fs.readdirSync(dir).filter((f) => fs.statSync(`${dir}/${f}`).isDirectory());
const features = foldersOf(`${web}/features`);
const modules = foldersOf(`${server}/modules`);

/**
 * The walls, checked on the file an import resolves to (import-x/no-restricted-paths), so a relative
 * path ("../../features/x/…") is held exactly like an alias ("@/features/x/…"). The zones follow
 * bulletproof-react: a zone forbids its `target` files to import anything under `from`, except the
 * `except` paths (relative to `from`).
 *
 * Web layers, highest first: app → features → components/hooks → api → lib. A layer imports only
 * the layers below it. A feature reaches another feature only through that feature's index.ts
 * (its public components, e.g. the invest dialog on the project screen); what two features share
 * otherwise goes down into api/ (data), components/ or hooks/ (UI), or lib/ (plain helpers).
 *
 * Server modules (decision 008): a module's index.ts is its only public file; the wiring (app.ts,
 * app-jobs.ts, app-realtime.ts, seed/) and other modules import nothing else from its folder, and the kernel imports
 * no module at all (decision 097). Tests under apps/server/test may import internals.
 */
const webLayers = [
  {
    target: `${web}/lib`,
    from: [`${web}/app`, `${web}/features`, `${web}/components`, `${web}/hooks`, `${web}/api`],
    message: "lib/ is the lowest layer: plain helpers that import no other layer.",
  },
  {
    target: `${web}/api`,
    from: [`${web}/app`, `${web}/features`, `${web}/components`, `${web}/hooks`],
    message: "The API layer holds data access only: it depends on lib/, never on UI.",
  },
  {
    target: [`${web}/components`, `${web}/hooks`],
    from: [`${web}/app`, `${web}/features`],
    message: "Shared code does not depend on features or the app layer.",
  },
  { target: `${web}/features`, from: `${web}/app`, message: "Only the app layer combines features." },
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`, ...features.filter((f) => f !== feature).map((f) => `./${f}/index.ts`)],
    message:
      "Features import each other only through the other feature's index (@/features/<name>); move shared code to api/, components/, hooks/ or lib/.",
  })),
];
const moduleEntrances = modules.map((m) => `./${m}/index.ts`);
/**
 * The wiring puts modules and kernel together: app.ts builds the app, app-jobs.ts hands the jobs the
 * modules' work, app-realtime.ts registers the modules' realtime channels on the hub,
 * app-ledger-invariants.ts gathers the modules' money invariants for `npm run ledger:check`, seed/ loads the
 * demo data through the modules. Everything else beside modules/ is the
 * kernel (http/, db/, lib/, jobs/, mail/, cache/, storage/, throttle/, cli/, app-deps.ts, …), a new
 * folder included until it is named here.
 */
const serverWiring = ["app.ts", "app-jobs.ts", "app-realtime.ts", "app-ledger-invariants.ts", "seed"];
const serverEntries = fs.readdirSync(server).filter((f) => f !== "modules");
const serverModules = [
  ...modules.map((module) => ({
    target: `${server}/modules/${module}`,
    from: `${server}/modules`,
    except: [`./${module}`, ...moduleEntrances.filter((e) => e !== `./${module}/index.ts`)],
    message: "Another module is entered only through its index.ts.",
  })),
  {
    target: serverEntries.filter((f) => serverWiring.includes(f)).map((f) => `${server}/${f}`),
    from: `${server}/modules`,
    except: moduleEntrances,
    message: "Import a server module through its index.ts.",
  },
  {
    target: serverEntries.filter((f) => !serverWiring.includes(f)).map((f) => `${server}/${f}`),
    from: `${server}/modules`,
    message:
      "The kernel imports no module: name the type in the kernel, or let the wiring (app.ts, app-jobs.ts, app-realtime.ts) pass the module's work in.",
  },
  // Decision 096: realtime is a transport, not chat. The database layer knows nothing of it (app.ts
  // opens the signal bus), and the hub knows none of the channels it carries: app-realtime.ts
  // registers them (chat's and the bell's from their modules, the live pages' from live/).
  {
    target: `${server}/db`,
    from: [`${server}/realtime`, `${server}/live`],
    message: "The database layer knows nothing of realtime: the app opens the signal bus (app.ts).",
  },
  {
    target: `${server}/realtime`,
    from: `${server}/live`,
    message: "The realtime hub is a transport: a channel registers on it (app-realtime.ts), the hub imports none.",
  },
];
// Which file writes each table is not a lint rule: tooling/table-owners.test.ts resolves every write
// with TypeScript's checker against the owners of tooling/table-owners/owners.ts (decision 097).

/** The three workspaces meet only through their package names (@alicerce/shared), never by path. */
const workspaces = [
  {
    target: "packages/shared",
    from: ["apps"],
    message: "packages/shared runs on both sides: it imports neither app.",
  },
  { target: "apps/web", from: "apps/server", message: "The web app reaches the server only over HTTP." },
  { target: "apps/server", from: "apps/web", message: "The server does not import the web app." },
];

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/dist-test-*/**",
      "**/dist-bench-*/**",
      "**/node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "apps/web/src/sw-template.js",
      "apps/web/src/api/generated/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "warn" },
  },
  // --- Kernel rules (decision 008): no import cycles, the walls above, kebab-case names ---
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX, "check-file": checkFile },
    settings: {
      // Follow TypeScript files too when walking the import graph.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            "apps/server/tsconfig.json",
            "apps/web/tsconfig.json",
            "packages/shared/tsconfig.json",
            "e2e/tsconfig.json",
          ],
        }),
      ],
    },
    rules: {
      "import-x/no-cycle": "error",
      "import-x/no-restricted-paths": [
        "error",
        { basePath: root, zones: [...webLayers, ...serverModules, ...workspaces] },
      ],
      "check-file/filename-naming-convention": [
        "error",
        { "**/*.{ts,tsx,js,mjs}": "KEBAB_CASE" },
        // "vite.config.ts", "project.test.ts", "sw-template.js": the first part is what must be kebab-case.
        { ignoreMiddleExtensions: true },
      ],
      "check-file/folder-naming-convention": [
        "error",
        // Test folders keep the test runner's conventional name.
        { "{apps,packages,e2e,bench}/**/": "@(__tests__|+([a-z])*([a-z0-9])*(-+([a-z0-9])))" },
      ],
    },
  },
  // --- end of kernel rules ---
  {
    files: ["packages/shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@alicerce/server*", "@alicerce/web*", "node:*", "react", "react-*"],
              message: "packages/shared runs on both sides: no app, Node or DOM imports.",
            },
          ],
        },
      ],
    },
  },
);
