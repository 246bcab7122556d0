/**
 * Generates src/lib/tw-merge-config.generated.ts: tailwind-merge's default configuration cut down to
 * the class groups this app uses (decision 002). The full default configuration is about 8 KB gzip
 * of the first load; the app uses a few dozen of its ~380 class groups.
 *
 * Run it after using a new kind of Tailwind class: `npm run gen:tw-merge -w @alicerce/web`.
 * src/lib/__tests__/cn.test.ts fails while the generated file is out of date.
 *
 * Why cutting is safe: tailwind-merge resolves a class to a group by walking a tree built from the
 * groups in order; a configuration holding a subset of the groups, in the same order, that still
 * contains the group a class resolves to with the full configuration resolves that class to the same
 * group. So every group that recognizes at least one class token of the app is kept (with its theme
 * scales and its conflict lists), and cn() merges those tokens exactly like the full twMerge.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Scanner } from "@tailwindcss/oxide";
import prettier from "prettier";
import { createTailwindMerge, getDefaultConfig, twMerge, validators, type Config } from "tailwind-merge";

type AnyConfig = Config<string, string>;

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SRC_DIR = path.join(webDir, "src");
export const GENERATED_FILE = path.join(SRC_DIR, "lib", "tw-merge-config.generated.ts");

/** Files whose words are not class names: tests, the generated API types, this generator's output. */
function isScanned(file: string): boolean {
  if (!/\.(ts|tsx|css|html)$/.test(file) || file.endsWith(".d.ts")) return false;
  if (/(^|[/\\])__tests__[/\\]|\.test\.tsx?$/.test(file)) return false;
  if (file.includes(`${path.sep}api${path.sep}generated${path.sep}`)) return false;
  return path.resolve(file) !== GENERATED_FILE;
}

function listSourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listSourceFiles(full);
    return isScanned(full) ? [full] : [];
  });
}

/** A token is a Tailwind class (for tailwind-merge) when merging it with itself keeps one copy. */
function isTailwindClass(token: string, merge: (classes: string) => string = twMerge): boolean {
  return merge(`${token} ${token}`) === token;
}

/**
 * The class tokens of the app, variants as written (e.g. "md:px-6", "hover:bg-primary/90"), sorted.
 * Candidates come from Tailwind's own scanner (the one that decides which classes get CSS), so every
 * class that can style the app is found; the words that are not Tailwind classes are dropped.
 */
export function collectClassTokens(srcDir = SRC_DIR): string[] {
  const files = listSourceFiles(srcDir).map((file) => ({
    content: fs.readFileSync(file, "utf8"),
    extension: path.extname(file).slice(1),
  }));
  const candidates = new Scanner({}).scanFiles(files);
  return [...new Set(candidates)].filter((candidate) => isTailwindClass(candidate)).sort();
}

/**
 * A token split into its variants and its class ("md:hover:px-6" → ["md", "hover"], "px-6"), at the
 * colons outside brackets and parentheses, like tailwind-merge does.
 */
export function splitVariants(token: string): { variants: string[]; base: string } {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i++) {
    const char = token[i];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && depth === 0) {
      variants.push(token.slice(start, i));
      start = i + 1;
    }
  }
  return { variants, base: token.slice(start) };
}

/** The class without its variants ("md:hover:px-6" → "px-6"): variants do not change the group. */
function withoutVariants(token: string): string {
  return splitVariants(token).base;
}

/** Theme keys a class group reads through fromTheme(), found through the getters' themeKey. */
function themeKeysOf(definitions: unknown, keys = new Set<string>()): Set<string> {
  if (Array.isArray(definitions)) definitions.forEach((d) => themeKeysOf(d, keys));
  else if (typeof definitions === "function" && "themeKey" in definitions) keys.add(String(definitions.themeKey));
  else if (definitions && typeof definitions === "object")
    Object.values(definitions).forEach((d) => themeKeysOf(d, keys));
  return keys;
}

/** The default configuration reduced to the class groups that recognize at least one token. */
export function reduceConfig(tokens: string[], full: AnyConfig = getDefaultConfig()): AnyConfig {
  // Arbitrary properties ("[field-sizing:content]") are recognized without any class group.
  const noGroup = createTailwindMerge(() => ({ ...full, cacheSize: 0, classGroups: {} }));
  const bases = [...new Set(tokens.map(withoutVariants))].filter((base) => !isTailwindClass(base, noGroup));
  const keptGroups = Object.keys(full.classGroups).filter((groupId) => {
    const onlyThisGroup = createTailwindMerge(() => ({
      ...full,
      cacheSize: 0,
      classGroups: { [groupId]: full.classGroups[groupId]! },
      conflictingClassGroups: {},
      conflictingClassGroupModifiers: {},
    }));
    return bases.some((base) => isTailwindClass(base, onlyThisGroup));
  });
  const kept = new Set(keptGroups);
  const keepConflicts = (conflicts: Record<string, readonly string[] | undefined>) =>
    Object.fromEntries(
      Object.entries(conflicts)
        .filter(([groupId]) => kept.has(groupId))
        .map(([groupId, ids]) => [groupId, (ids ?? []).filter((id) => kept.has(id))] as const)
        .filter(([, ids]) => ids.length > 0),
    );
  const classGroups = Object.fromEntries(keptGroups.map((id) => [id, full.classGroups[id]!]));
  const themeKeys = themeKeysOf(Object.values(classGroups));
  // Theme scales may themselves read other scales.
  for (const key of [...themeKeys]) themeKeysOf(full.theme[key], themeKeys);
  return {
    ...full,
    theme: Object.fromEntries(Object.entries(full.theme).filter(([key]) => themeKeys.has(key))),
    classGroups,
    conflictingClassGroups: keepConflicts(full.conflictingClassGroups),
    conflictingClassGroupModifiers: keepConflicts(full.conflictingClassGroupModifiers),
    postfixLookupClassGroups: full.postfixLookupClassGroups?.filter((id) => kept.has(id)),
  };
}

const validatorNames = new Map<unknown, string>(Object.entries(validators).map(([name, fn]) => [fn, name]));

/** TypeScript source for a config value: validators by name, theme getters re-created with fromTheme. */
function toSource(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number") return String(value);
  if (Array.isArray(value)) return `[${value.map(toSource).join(", ")}]`;
  if (typeof value === "function") {
    if ("themeKey" in value) return `fromTheme(${JSON.stringify(value.themeKey)})`;
    const name = validatorNames.get(value);
    if (!name) throw new Error(`tw-merge-config: função desconhecida na configuração padrão: ${value.toString()}`);
    return `validators.${name}`;
  }
  if (value && typeof value === "object") {
    return `{ ${Object.entries(value)
      .map(([key, v]) => `${JSON.stringify(key)}: ${toSource(v)}`)
      .join(", ")} }`;
  }
  throw new Error(`tw-merge-config: valor inesperado na configuração padrão: ${String(value)}`);
}

/** The text of src/lib/tw-merge-config.generated.ts for these tokens, formatted like the repo. */
export async function renderConfigFile(tokens = collectClassTokens()): Promise<string> {
  const config = reduceConfig(tokens);
  const text = `// Generated by apps/web/build/tw-merge-config.ts (npm run gen:tw-merge -w @alicerce/web). Do not edit.
// tailwind-merge's default configuration with only the class groups the app's classes use (decision 002).
import { fromTheme, validators, type Config } from "tailwind-merge";

export const twMergeConfig = (): Config<string, string> => (${toSource(config)});
`;
  const options = await prettier.resolveConfig(GENERATED_FILE);
  return prettier.format(text, { ...options, filepath: GENERATED_FILE });
}

async function main() {
  fs.writeFileSync(GENERATED_FILE, await renderConfigFile());
  console.log(`tw-merge-config: wrote ${path.relative(process.cwd(), GENERATED_FILE)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
