// `npm run db:restore -- <file> [--force]`: puts a backup made by db:backup back into the data folder.
// The server must be stopped; a folder that already has data is replaced only with --force.
import path from "node:path";
import { BackupError, restoreBackup } from "../db/backup.ts";
import { configOrExit, exitOnFailure } from "../process-setup.ts";

async function main() {
  const config = configOrExit();
  const args = process.argv.slice(2);
  const force = args.includes("--force");
  const file = args.find((a) => !a.startsWith("--"));
  if (!file) throw new BackupError("Uso: npm run db:restore -- <arquivo.tar.gz> [--force]");
  if (config.databaseUrl) {
    throw new BackupError(
      "Com DATABASE_URL o banco é um PostgreSQL: restaure com pg_restore (veja a seção Backups de docs/deploying.md). " +
        "(Use pg_restore for PostgreSQL: see docs/deploying.md#backups.)",
    );
  }
  // npm runs scripts from the project root; a relative name means the folder the command was typed in.
  const source = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const manifest = await restoreBackup({ dataDir: config.dataDir, file: source, force });
  console.log(
    `Backup de ${manifest.createdAt} restaurado em ${config.dataDir} (${manifest.files} arquivo(s) guardado(s)).`,
  );
}

main().catch((err: unknown) => exitOnFailure(err, err instanceof BackupError));
