import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamsSchema } from "@alicerce/shared/schemas/common";
import {
  publicReceiptCheckSchema,
  receiptCheckCodeParamsSchema,
  receiptListQuerySchema,
  receiptListSchema,
} from "@alicerce/shared/schemas/payments-receipts";
import { isPlatformAdmin } from "@alicerce/shared/user-types";
import type { AppDeps } from "../../../app-deps.ts";
import type { Config } from "../../../config.ts";
import { errorResponses } from "../../../http/error-responses.ts";
import { sendFileBytes } from "../../files/index.ts";
import { buildReceiptPdf, receiptCheckUrl } from "./receipt-pdf.ts";
import { checkReceipt, listMyReceipts, readableReceipt } from "./receipt-reads.ts";

const tags = ["payments"];

/** Receipts of a sandbox installation say so on every door: none is a proof of real money (decision 102). */
const isSandbox = (config: Config) => config.pix.mode !== "psp";

/** A person's receipts and their PDFs: the parties' own money, never kept by the browser. */
export const receiptRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  app.get(
    "/api/payments/receipts/mine",
    {
      schema: {
        tags,
        summary: "Meus comprovantes: os de que sou parte, do mais recente ao mais antigo",
        querystring: receiptListQuerySchema,
        response: { 200: receiptListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return listMyReceipts(db, request.user.id, request.query, isSandbox(config));
    },
  );

  app.get(
    "/api/payments/receipts/:id/pdf",
    {
      schema: {
        tags,
        summary: "O PDF de um comprovante (às partes e aos administradores)",
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const user = request.user;
      const row = await readableReceipt(db, { id: user.id, isAdmin: isPlatformAdmin(user) }, request.params.id);
      const pdf = await buildReceiptPdf(row, receiptCheckUrl(config.publicUrl, row.checkCode), {
        sandbox: isSandbox(config),
      });
      return sendFileBytes(reply, {
        body: Buffer.from(pdf),
        mimeType: "application/pdf",
        name: `comprovante-${row.id}.pdf`,
        inline: false,
        caching: "download",
      });
    },
  );
};

/**
 * Public (no login): the page behind a receipt's QR Code reads this. Rate-limited as an expensive
 * route (http/rate-limits.ts), so codes cannot be tried in bulk; the code is redacted from the
 * request log (http/log-redactions.ts).
 */
export const publicReceiptRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  app.get(
    "/api/public/receipts/:code",
    {
      schema: {
        tags,
        summary: "Verificação pública de um comprovante pelo código do QR Code",
        params: receiptCheckCodeParamsSchema,
        response: { 200: publicReceiptCheckSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return checkReceipt(db, request.params.code, isSandbox(config));
    },
  );
};
