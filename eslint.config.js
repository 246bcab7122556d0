import fs from "node:fs";
import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import importX from "eslint-plugin-import-x";
import checkFile from "eslint-plugin-check-file";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

const featuresDir = "apps/web/src/features";
const features = fs.readdirSync(featuresDir).filter((f) => fs.statSync(`${featuresDir}/${f}`).isDirectory());

/**
 * Web layers, highest first: app → features → components/hooks → api → lib. A layer imports only
 * the layers below it. A feature reaches another feature only through that feature's index.ts
 * (its public components, e.g. the invest dialog on the project screen); what two features share
 * otherwise goes down into api/ (data), components/ or hooks/ (UI), or lib/ (plain helpers).
 */
const featureBoundaries = features.map((feature) => ({
  files: [`${featuresDir}/${feature}/**/*.{ts,tsx}`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: features.filter((f) => f !== feature).map((f) => `@/features/${f}/*`),
            message:
              "Features import each other only through the other feature's index (@/features/<name>); move shared code to api/, components/, hooks/ or lib/.",
          },
          { group: ["@/app/*"], message: "Only the app layer combines features." },
        ],
      },
    ],
  },
}));

/** Server modules are entered only through their index.ts (decision 008). */
const serverModuleEntry = {
  regex: "^(\\./|(\\.\\./)+)modules/[a-z-]+/(?!index\\.ts$)",
  message: "Import a server module through its index.ts.",
};
/** From inside a module, "../other/file.ts" reaches into a sibling module. */
const siblingModuleEntry = {
  regex: "^\\.\\./[a-z-]+/(?!index\\.ts$)[^/]+$",
  message: "Another module is entered only through its index.ts.",
};

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
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
  ...featureBoundaries,
  {
    files: ["apps/web/src/{components,hooks}/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/features/*", "@/app/*"],
              message: "Shared code does not depend on features or the app layer.",
            },
          ],
        },
      ],
    },
  },
  // --- Kernel rules (decision 008): no import cycles, kebab-case names, modules entered by their index.ts ---
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
  {
    // A server module is entered only through its index.ts; its other files are its own business.
    files: ["apps/server/src/**/*.ts"],
    ignores: ["apps/server/src/modules/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverModuleEntry] }] },
  },
  {
    files: ["apps/server/src/modules/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverModuleEntry, siblingModuleEntry] }] },
  },
  // --- end of kernel rules ---
  {
    files: ["apps/web/src/api/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/features/*", "@/app/*", "@/components/*", "@/hooks/*"],
              message: "The API layer holds data access only: it depends on lib/, never on UI.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/web/src/lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/features/*", "@/app/*", "@/components/*", "@/hooks/*", "@/api/*"],
              message: "lib/ is the lowest layer: plain helpers that import no other layer.",
            },
          ],
        },
      ],
    },
  },
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
