// Finds every write to a table of the Drizzle schema in the server's source, by what the written
// expression IS rather than how it is spelt: TypeScript's checker gives the type of the argument of
// `.insert()`, `.update()` and `.delete()`, and a Drizzle table's type carries its SQL name
// (`PgTable<{ name: "notifications" }>`). So an alias (`import { notifications as n }`), a namespace
// (`schema.notifications`), a re-export or a local copy of the binding are all the same table. SQL
// text (`sql\`insert into notifications …\``, a string passed to `execute`) is read for
// insert/update/delete/truncate/merge/copy statements, its interpolated tables resolved the same way.
import path from "node:path";
import ts from "typescript";

export const root = path.resolve(import.meta.dirname, "../..");
export const serverSource = path.join(root, "apps/server/src");
const schemaFolder = path.join(serverSource, "db/schema");
const migrationsFolder = path.join(serverSource, "db/migrations");

export type TableWrite = {
  /** Relative to apps/server/src. */
  file: string;
  line: number;
  /** The written table's SQL name; null when the checker cannot name it (a table-typed parameter). */
  table: string | null;
  how: string;
};

/** A file given as text, as if it stood at `file` (relative to apps/server/src). */
export type VirtualFile = { file: string; text: string };

/** The server's own source: not its tests, not the schema that declares the tables, not migrations. */
function isChecked(fileName: string): boolean {
  return (
    fileName.startsWith(serverSource + "/") &&
    !fileName.startsWith(schemaFolder + "/") &&
    !fileName.startsWith(migrationsFolder + "/") &&
    !fileName.endsWith(".d.ts") &&
    !fileName.endsWith(".test.ts")
  );
}

/** The server's program (apps/server/tsconfig.json), with `extra` files added as if on disk. */
export function serverProgram(extra: VirtualFile[] = []): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, "apps/server/tsconfig.json"),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
      },
    },
  )!;
  const virtual = new Map(extra.map((v) => [path.join(serverSource, v.file), v.text]));
  const host = ts.createCompilerHost(config.options, true);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (f) => virtual.has(f) || fileExists.call(host, f);
  host.readFile = (f) => virtual.get(f) ?? readFile.call(host, f);
  host.getSourceFile = (f, language, ...rest) => {
    const text = virtual.get(f);
    return text === undefined
      ? getSourceFile.call(host, f, language, ...rest)
      : ts.createSourceFile(f, text, language, true);
  };
  const rootNames = [...config.fileNames.filter(isChecked), ...virtual.keys()];
  return ts.createProgram({ rootNames, options: config.options, host });
}

/** Every table the schema declares: its exported name → its SQL name (`pgTable("name", …)`). */
export function schemaTables(program: ts.Program): Map<string, string> {
  const tables = new Map<string, string>();
  for (const source of program.getSourceFiles()) {
    if (!source.fileName.startsWith(schemaFolder + "/")) continue;
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (!init || !ts.isCallExpression(init) || !ts.isIdentifier(declaration.name)) continue;
        if (!ts.isIdentifier(init.expression) || !/^pg(Table|View|MaterializedView)$/.test(init.expression.text))
          continue;
        const [name] = init.arguments;
        if (name && ts.isStringLiteral(name)) tables.set(declaration.name.text, name.text);
      }
    }
  }
  return tables;
}

/** The SQL names a Drizzle table type stands for: one, several for a union, none when not a table. */
function tableNamesOfType(checker: ts.TypeChecker, type: ts.Type, at: ts.Node): { names: string[]; table: boolean } {
  const types = type.isUnion() ? type.types : [type];
  const names: string[] = [];
  let table = false;
  for (const t of types) {
    const brand = t.getProperty("_");
    if (!brand) continue;
    const meta = checker.getTypeOfSymbolAtLocation(brand, at);
    const brandName = meta.getProperty("brand");
    const name = meta.getProperty("name");
    if (!brandName || !name) continue;
    const brandType = checker.getTypeOfSymbolAtLocation(brandName, at);
    if (!brandType.isStringLiteral() || !/^(Table|PgView|View)$/.test(brandType.value)) continue;
    table = true;
    const nameType = checker.getTypeOfSymbolAtLocation(name, at);
    for (const n of nameType.isUnion() ? nameType.types : [nameType]) if (n.isStringLiteral()) names.push(n.value);
  }
  return { names, table };
}

const WRITE_METHODS = new Set(["insert", "update", "delete"]);
/** Where an interpolated value stood in SQL text: a character no SQL statement contains. */
const HOLE = "\uE000";
/** A table name in SQL: quoted, bare, or an interpolated value. */
const NAME = `(?:"[^"]+"|\\w+|${HOLE}\\d+${HOLE})`;
/**
 * The statements that write a table, then the table (schema-qualified or not; truncate takes a list).
 * `update` after `for` (a row lock) or `do` (an upsert's own table) is not one.
 */
const WRITE_STATEMENT = new RegExp(
  String.raw`\b(insert\s+into|(?<!\b(?:do|for|key)\s+)update|delete\s+from|truncate(?:\s+table)?|merge\s+into|copy)` +
    String.raw`\s+(?:only\s+)?((?:${NAME}\s*\.\s*)?${NAME}(?:\s*,\s*${NAME})*)`,
  "gi",
);
/** A write statement right before an interpolation: only then is the interpolated value's type needed. */
const ENDS_IN_WRITE_KEYWORD =
  /\b(insert\s+into|update|delete\s+from|truncate(\s+table)?|merge\s+into|copy)(\s+only)?\s*$/i;

/** The SQL names written by one piece of SQL text, its interpolations replaced by their tables. */
function writesInText(
  checker: ts.TypeChecker,
  heads: string[],
  spans: ts.Expression[],
): { table: string | null; how: string }[] {
  const placeholders: (string[] | null)[] = [];
  let text = heads[0]!;
  spans.forEach((expression, i) => {
    if (ENDS_IN_WRITE_KEYWORD.test(text)) {
      const { names, table } = tableNamesOfType(checker, checker.getTypeAtLocation(expression), expression);
      placeholders.push(table ? names : null);
    } else placeholders.push([]);
    text += `${HOLE}${i}${HOLE}` + heads[i + 1]!;
  });
  const writes: { table: string | null; how: string }[] = [];
  for (const match of text.matchAll(WRITE_STATEMENT)) {
    const how = match[1]!.toLowerCase().replace(/\s+/g, " ");
    const targets = how.startsWith("truncate") ? match[2]!.split(",") : [match[2]!.split(",")[0]!];
    for (const target of targets) {
      const last = target
        .trim()
        .split(/\s*\.\s*/)
        .pop()!;
      const placeholder = new RegExp(`^${HOLE}(\\d+)${HOLE}$`).exec(last);
      if (!placeholder) {
        writes.push({ table: last.replace(/"/g, ""), how });
        continue;
      }
      const names = placeholders[Number(placeholder[1])];
      // Not a table's type (a `sql.raw()`, `sql.identifier()` or a string): a write nobody can name.
      if (names === null || names === undefined || names.length === 0) writes.push({ table: null, how });
      else for (const name of names) writes.push({ table: name, how });
    }
  }
  return writes;
}

/** The writes of each checked file (or only of `files`, relative to apps/server/src). */
export function findTableWrites(program: ts.Program, files?: string[]): TableWrite[] {
  const checker = program.getTypeChecker();
  const sqlNames = new Set(schemaTables(program).values());
  const writes: TableWrite[] = [];
  for (const source of program.getSourceFiles()) {
    if (!isChecked(source.fileName)) continue;
    const file = path.relative(serverSource, source.fileName);
    if (files && !files.includes(file)) continue;
    const record = (node: ts.Node, table: string | null, how: string) =>
      writes.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, table, how });
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        node.arguments.length === 1 &&
        (ts.isPropertyAccessExpression(node.expression) || ts.isElementAccessExpression(node.expression))
      ) {
        const method = ts.isPropertyAccessExpression(node.expression)
          ? node.expression.name.text
          : ts.isStringLiteralLike(node.expression.argumentExpression)
            ? node.expression.argumentExpression.text
            : "";
        if (WRITE_METHODS.has(method)) {
          const argument = node.arguments[0]!;
          const { names, table } = tableNamesOfType(checker, checker.getTypeAtLocation(argument), argument);
          if (table && names.length === 0) record(node, null, method);
          for (const name of names) record(node, name, method);
        }
      }
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        for (const w of writesInText(checker, [node.text], []))
          if (w.table === null || sqlNames.has(w.table)) record(node, w.table, w.how);
      } else if (ts.isTemplateExpression(node)) {
        const heads = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)];
        const spans = node.templateSpans.map((s) => s.expression);
        for (const w of writesInText(checker, heads, spans))
          if (w.table === null || sqlNames.has(w.table)) record(node, w.table, w.how);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return writes;
}
