import fs from "node:fs";
import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const featuresDir = "apps/web/src/features";
const features = fs.readdirSync(featuresDir).filter((f) => fs.statSync(`${featuresDir}/${f}`).isDirectory());

/** Import boundaries (STYLE.md): features never import each other or the app layer. */
const featureBoundaries = features.map((feature) => ({
  files: [`${featuresDir}/${feature}/**/*.{ts,tsx}`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            group: features.filter((f) => f !== feature).map((f) => `@/features/${f}/*`),
            message: "Features do not import each other; move shared code to components/, hooks/ or lib/.",
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
    files: ["apps/web/src/{components,hooks,lib}/**/*.{ts,tsx}"],
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
