import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MAX_FILE_BYTES } from "@alicerce/shared/file-rules";
import { idParamsSchema } from "@alicerce/shared/schemas/common";
import {
  escrowBalanceSchema,
  escrowEntryPageSchema,
  escrowEntryQuerySchema,
  reconciliationQuerySchema,
  reconciliationReportSchema,
  reconciliationResolutionSchema,
  resolutionListQuerySchema,
  resolutionPageSchema,
  resolveDifferenceSchema,
  retryJobSchema,
  statementImportSchema,
} from "@alicerce/shared/schemas/payments-reconciliation";
import { ADMIN_DESK_REFUSAL, isPlatformAdmin } from "@alicerce/shared/user-types";
import type { FastifyRequest } from "fastify";
import type { AppDeps } from "../../../app-deps.ts";
import { AppError } from "../../../http/app-error.ts";
import { restrictTo } from "../../../http/audience.ts";
import { errorResponses } from "../../../http/error-responses.ts";
import { touchesByDefault } from "../../../http/touches.ts";
import { sendFileBytes } from "../../files/index.ts";
import { reconciliationCsv } from "./csv.ts";
import { escrowBalance } from "./escrow-balance.ts";
import { escrowEntries } from "./escrow-entries.ts";
import { reconciliationReport } from "./report.ts";
import { resolveDifference, retryPaymentJob } from "./resolve.ts";
import { saoPauloDay } from "./sao-paulo-day.ts";
import { importStatement } from "./statement-import.ts";
import { RECONCILIATION_TEXTS } from "./texts.ts";
import { trailPage } from "./trail.ts";

const tags = ["admin"];

/** The uploaded OFX, read whole within the uploads' 10 MB (a larger one is refused before it is parsed). */
async function uploadedStatement(request: FastifyRequest): Promise<{ name: string; data: Buffer }> {
  if (!request.isMultipart()) throw new AppError("VALIDATION_ERROR", RECONCILIATION_TEXTS.notMultipart);
  const malformed = () => new AppError("VALIDATION_ERROR", RECONCILIATION_TEXTS.malformedUpload);
  const part = await request.file({ limits: { fileSize: MAX_FILE_BYTES, files: 1 } }).catch((err: unknown) => {
    throw err instanceof AppError ? err : malformed();
  });
  if (!part || part.fieldname !== "file") {
    throw new AppError("VALIDATION_ERROR", RECONCILIATION_TEXTS.missingFile, { file: ["Arquivo ausente."] });
  }
  const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", RECONCILIATION_TEXTS.tooLarge(part.filename));
  const data = await part.toBuffer().catch((err: { code?: string }) => {
    throw err.code === "FST_REQ_FILE_TOO_LARGE" ? tooLarge() : malformed();
  });
  if (part.file.truncated) throw tooLarge();
  return { name: part.filename, data };
}

/**
 * The admin's reconciliation desk (docs/product/payments.md#conciliacao-mesa-do-admin,
 * docs/decisions/119-reconciliation-desk.md), under /api/admin/reconciliation: platform admins only,
 * everyone else refused like the rest of the admin desk. Its writes move no cached figure.
 */
export const reconciliationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config } = deps;
  const now = () => deps.now();
  touchesByDefault(app, []);
  restrictTo(app, isPlatformAdmin, () => ADMIN_DESK_REFUSAL);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/api/admin/reconciliation",
    {
      schema: {
        tags,
        summary:
          "Conciliação de um dia (São Paulo) e, opcionalmente, de um projeto: PSP, livro-razão, extrato e diferenças",
        querystring: reconciliationQuerySchema,
        response: { 200: reconciliationReportSchema, ...errorResponses },
      },
    },
    async (request) => reconciliationReport(db, request.query.day ?? saoPauloDay(now()), request.query.project_id),
  );

  app.get(
    "/api/admin/reconciliation/export.csv",
    {
      schema: {
        tags,
        summary: "A conciliação do dia (e do projeto) em CSV",
        querystring: reconciliationQuerySchema,
      },
    },
    async (request, reply) => {
      const report = await reconciliationReport(db, request.query.day ?? saoPauloDay(now()), request.query.project_id);
      const csv = reconciliationCsv(report);
      return sendFileBytes(reply, { ...csv, mimeType: "text/csv; charset=utf-8", inline: false, caching: "download" });
    },
  );

  app.get(
    "/api/admin/reconciliation/balance",
    {
      schema: {
        tags,
        summary: "Saldo da conta de custódia: o do livro-razão ao lado do último extrato importado",
        response: { 200: escrowBalanceSchema, ...errorResponses },
      },
    },
    async () => escrowBalance(db, config.pix.mode === "sandbox"),
  );

  app.get(
    "/api/admin/reconciliation/ledger-entries",
    {
      schema: {
        tags,
        summary: "Lançamentos da conta de custódia no livro-razão, do mais recente ao mais antigo (cursor)",
        querystring: escrowEntryQuerySchema,
        response: { 200: escrowEntryPageSchema, ...errorResponses },
      },
    },
    async (request) => escrowEntries(db, request.query),
  );

  app.get(
    "/api/admin/reconciliation/resolutions",
    {
      schema: {
        tags,
        summary: "A trilha de resoluções, da mais recente à mais antiga (cursor)",
        querystring: resolutionListQuerySchema,
        response: { 200: resolutionPageSchema, ...errorResponses },
      },
    },
    async (request) => trailPage(db, request.query),
  );

  app.post(
    "/api/admin/reconciliation/resolutions",
    {
      schema: {
        tags,
        summary: "Resolve uma diferença com um motivo (trilha imutável); devolver ao pagador pede a devolução do Pix",
        body: resolveDifferenceSchema,
        response: { 201: reconciliationResolutionSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const resolution = await resolveDifference({ db, now }, request.user.id, request.body);
      return reply.status(201).send(resolution);
    },
  );

  app.post(
    "/api/admin/reconciliation/payment-jobs/:id/retry",
    {
      schema: {
        tags,
        summary: "Tenta de novo uma tarefa de pagamento com falha (uma tentativa a mais), com o motivo na trilha",
        params: idParamsSchema,
        body: retryJobSchema,
        response: { 201: reconciliationResolutionSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const resolution = await retryPaymentJob({ db, now }, request.user.id, request.params.id, request.body.reason);
      return reply.status(201).send(resolution);
    },
  );

  app.post(
    "/api/admin/reconciliation/statements",
    {
      schema: {
        tags,
        summary: "Importa o extrato OFX da conta de custódia (até 10 MB); cada lançamento é guardado uma vez (FITID)",
        consumes: ["multipart/form-data"],
        response: { 201: statementImportSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await uploadedStatement(request);
      const imported = await importStatement(db, config.pix.escrow, file, request.user.id);
      return reply.status(201).send({
        id: imported.id,
        new_lines: imported.newLines,
        known_lines: imported.knownLines,
        period_start: imported.periodStart.toISOString(),
        period_end: imported.periodEnd.toISOString(),
        closing_balance: imported.closingBalanceCents === null ? null : imported.closingBalanceCents / 100,
      });
    },
  );
};
