// `npm run db:backup [file]`: a consistent backup of the embedded database and the stored files
// into one .tar.gz (db/backup.ts). The server must be stopped: it holds the data folder.
import path from "node:path";
import { BackupError, createBackup } from "../db/backup.ts";
import { configOrExit, exitOnFailure } from "../process-setup.ts";

async function main() {
  const config = configOrExit();
  if (config.databaseUrl) {
    throw new BackupError(
      "Com DATABASE_URL o banco é um PostgreSQL: faça o backup com pg_dump -Fc e copie a pasta de arquivos " +
        "ou o bucket S3 (veja a seção Backups de docs/deploying.md). (Use pg_dump for PostgreSQL: see docs/deploying.md#backups.)",
    );
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  // npm runs scripts from the project root; a relative name means the folder the command was typed in.
  const file = path.resolve(
    process.env.INIT_CWD ?? process.cwd(),
    process.argv[2] ?? `alicerce-backup-${stamp}.tar.gz`,
  );
  const manifest = await createBackup({ dataDir: config.dataDir, file });
  console.log(`Backup gravado em ${file} (banco de dados e ${manifest.files} arquivo(s) guardado(s)).`);
}

main().catch((err: unknown) => exitOnFailure(err, err instanceof BackupError));
