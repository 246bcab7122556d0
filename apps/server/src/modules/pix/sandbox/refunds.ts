import { and, eq, ne, sum } from "drizzle-orm";
import { z } from "zod";
import { sandboxPspRefunds } from "../../../db/schema/index.ts";
import { newBacenId, OPERATION_ID_PATTERN } from "../api-pix/identifiers.ts";
import { valorSchema } from "../api-pix/schemas.ts";
import { centsFromValor } from "../api-pix/valor.ts";
import { SANDBOX_ISPB, type SandboxContext } from "./context.ts";
import { refundJson } from "./presenters.ts";
import { problems, SandboxRefusal } from "./problems.ts";
import { findPix } from "./received-pix.ts";

const refundRequestSchema = z.object({ valor: valorSchema, descricao: z.string().max(140).optional() });

function checkRefundId(id: string) {
  if (!OPERATION_ID_PATTERN.test(id)) {
    throw new SandboxRefusal(problems.invalidRequest("O id da devolução deve ter de 1 a 35 letras e números."));
  }
}

async function existing(ctx: SandboxContext, endToEndId: string, id: string) {
  const [row] = await ctx.db
    .select()
    .from(sandboxPspRefunds)
    .where(and(eq(sandboxPspRefunds.endToEndId, endToEndId), eq(sandboxPspRefunds.id, id)));
  return row ?? null;
}

/**
 * `PUT /pix/{e2eid}/devolucao/{id}`. The id is the client's: asking again with an id already used
 * answers that devolução and gives nothing back twice. The sandbox settles at once (DEVOLVIDO), or
 * refuses (NAO_REALIZADO, with its motivo) when a control operation asked the next one to fail.
 */
export async function requestRefund(ctx: SandboxContext, endToEndId: string, id: string, body: unknown) {
  checkRefundId(id);
  const pix = await findPix(ctx, endToEndId);
  const before = await existing(ctx, endToEndId, id);
  if (before) return refundJson(before);
  const parsed = refundRequestSchema.safeParse(body);
  if (!parsed.success) throw new SandboxRefusal(problems.invalidRequest('Informe o valor da devolução como "123.45".'));
  const valorCents = centsFromValor(parsed.data.valor);
  if (valorCents <= 0)
    throw new SandboxRefusal(problems.refundInvalid("O valor da devolução deve ser maior que 0.00."));
  const [given] = await ctx.db
    .select({ total: sum(sandboxPspRefunds.valorCents).mapWith(Number) })
    .from(sandboxPspRefunds)
    .where(and(eq(sandboxPspRefunds.endToEndId, endToEndId), ne(sandboxPspRefunds.status, "NAO_REALIZADO")));
  if ((given?.total ?? 0) + valorCents > pix.valorCents) {
    throw new SandboxRefusal(problems.refundInvalid("O valor das devoluções ultrapassa o valor do Pix."));
  }
  const fail = ctx.failNext.refund;
  ctx.failNext.refund = false;
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(sandboxPspRefunds)
    .values({
      endToEndId,
      id,
      rtrId: newBacenId("D", SANDBOX_ISPB, now),
      valorCents,
      descricao: parsed.data.descricao ?? null,
      status: fail ? "NAO_REALIZADO" : "DEVOLVIDO",
      motivo: fail ? "Devolução não realizada: falha simulada no PSP de testes." : null,
      requestedAt: now,
      settledAt: fail ? null : now,
    })
    .onConflictDoNothing()
    .returning();
  // A concurrent request with the same id won the insert: answer its devolução.
  return refundJson(row ?? (await existing(ctx, endToEndId, id))!);
}

/** `GET /pix/{e2eid}/devolucao/{id}`. */
export async function getRefund(ctx: SandboxContext, endToEndId: string, id: string) {
  checkRefundId(id);
  const row = await existing(ctx, endToEndId, id);
  if (!row) throw new SandboxRefusal(problems.notFound(`Devolução ${id} do Pix ${endToEndId} não encontrada.`));
  return refundJson(row);
}
