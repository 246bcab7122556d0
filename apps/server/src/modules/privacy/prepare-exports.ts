import { and, eq, lte, isNotNull, sql } from "drizzle-orm";
import { strToU8, zipSync, type Zippable } from "fflate";
import { DATA_EXPORT_VALID_DAYS } from "@alicerce/shared/schemas/privacy";
import type { Database } from "../../db/client.ts";
import { dataExports, profiles, user as users } from "../../db/schema/index.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import type { Storage } from "../../storage/storage.ts";
import { storeBytes } from "../files/index.ts";
import { collectAccountData } from "./export-contents.ts";
import { dataExportReadyEmail } from "./export-email.ts";
import { hashExportToken, newExportToken } from "./export-token.ts";
import { dayOf } from "@alicerce/shared/sao-paulo-time";

type Deps = { db: Database; storage: Storage; publicUrl: string; now(): Date };

/** The link's last day as the e-mail says it, on São Paulo's calendar. */

/** A request that failed this many times is marked failed; the person may ask again. */
const MAX_ATTEMPTS = 3;

const README = [
  "Seus dados no Alicerce (LGPD, art. 18, II e V)",
  "",
  "perfil.json          conta, perfil, empresa de fornecedor e preferências de notificação",
  "projetos.json        projetos que você criou, em que está na equipe e os que marcou interesse",
  "investimentos.json   seus investimentos e declarações de investidor",
  "cotacoes.json        cotações que pediu ou recebeu como fornecedor e avaliações que escreveu",
  "documentos.json      dados dos documentos que você enviou (os arquivos estão em arquivos/)",
  "mensagens.json       mensagens que você enviou no chat",
  "assinaturas.json     contratos em que você é parte, seus registros de signatário e a trilha sobre você",
  "notificacoes.json    suas notificações",
  "arquivos.json        lista dos arquivos que você enviou; os próprios arquivos estão em arquivos/",
  "",
  "Valores em reais; datas em UTC (ISO 8601).",
].join("\n");

/** The ZIP of one account: a JSON file per section, the uploads under arquivos/ and a LEIA-ME. */
export async function buildExportZip(db: Database, storage: Storage, userId: string): Promise<Buffer> {
  const data = await collectAccountData(db, userId);
  const entries: Zippable = { "LEIA-ME.txt": strToU8(README) };
  for (const [name, content] of Object.entries(data.sections)) {
    entries[name] = strToU8(JSON.stringify(content, null, 2));
  }
  const listed = [];
  for (const file of data.files) {
    // The id keeps two uploads of the same name apart; a file whose bytes are gone is listed as such.
    const path = `arquivos/${file.id}-${file.originalName.replace(/[/\\]/g, "_")}`;
    try {
      entries[path] = [new Uint8Array(await storage.get(file.storageKey)), { level: 0 }];
      listed.push({ ...file, storageKey: undefined, caminho: path });
    } catch {
      listed.push({
        ...file,
        storageKey: undefined,
        caminho: null,
        observacao: "arquivo não encontrado no armazenamento",
      });
    }
  }
  entries["arquivos.json"] = strToU8(JSON.stringify(listed, null, 2));
  return Buffer.from(zipSync(entries, { level: 6 }));
}

/**
 * The job behind "Baixar meus dados": each pending request becomes a ZIP stored as a file, a fresh
 * link token and an e-mail to its owner, in one transaction. The row is claimed with SKIP LOCKED,
 * so several processes never build the same request. Returns how many were made ready.
 */
export async function prepareDataExports(deps: Deps): Promise<number> {
  let ready = 0;
  for (;;) {
    let claimed: string | null = null;
    try {
      const done = await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: dataExports.id, userId: dataExports.userId })
          .from(dataExports)
          .where(eq(dataExports.status, "pending"))
          .orderBy(dataExports.requestedAt)
          .limit(1)
          .for("update", { skipLocked: true });
        if (!row) return false;
        claimed = row.id;
        const zip = await buildExportZip(tx, deps.storage, row.userId);
        const file = await storeBytes(tx, deps.storage, {
          data: zip,
          name: "alicerce-meus-dados.zip",
          mimeType: "application/zip",
          ownerId: row.userId,
        });
        const token = newExportToken();
        const now = deps.now();
        const expiresAt = new Date(now.getTime() + DATA_EXPORT_VALID_DAYS * 24 * 3600_000);
        await tx
          .update(dataExports)
          .set({ status: "ready", fileId: file.id, tokenHash: hashExportToken(token), readyAt: now, expiresAt })
          .where(eq(dataExports.id, row.id));
        const [owner] = await tx
          .select({ email: users.email, name: sql<string>`coalesce(${profiles.name}, ${users.name})` })
          .from(users)
          .leftJoin(profiles, eq(profiles.userId, users.id))
          .where(eq(users.id, row.userId));
        const link = `${deps.publicUrl}/api/account/data-export/${row.id}/download?token=${token}`;
        await enqueueMail(
          tx,
          dataExportReadyEmail({
            to: owner!.email,
            name: owner!.name,
            link,
            until: dayOf(expiresAt),
          }),
        );
        return true;
      });
      if (!done) return ready;
      ready++;
    } catch (err) {
      if (!claimed) throw err;
      // Counted outside the rolled-back transaction; after MAX_ATTEMPTS the screen shows "failed".
      await deps.db
        .update(dataExports)
        .set({
          attempts: sql`${dataExports.attempts} + 1`,
          status: sql`case when ${dataExports.attempts} + 1 >= ${MAX_ATTEMPTS} then 'failed' else 'pending' end`,
        })
        .where(eq(dataExports.id, claimed));
      throw err;
    }
  }
}

/**
 * Housekeeping: an export whose link expired lets go of its ZIP. The file row is then unreferenced
 * and the files module's clean-up (run right after) deletes its row and bytes.
 */
export async function releaseExpiredExports(db: Database, now: Date): Promise<number> {
  const released = await db
    .update(dataExports)
    .set({ fileId: null })
    .where(and(isNotNull(dataExports.fileId), lte(dataExports.expiresAt, now)))
    .returning({ id: dataExports.id });
  return released.length;
}
