import fs from "node:fs";
import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

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
