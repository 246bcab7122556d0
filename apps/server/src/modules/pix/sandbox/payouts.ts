import { eq } from "drizzle-orm";
import { z } from "zod";
import { sandboxPspPayouts } from "../../../db/schema/index.ts";
import { newBacenId } from "../api-pix/identifiers.ts";
import { valorSchema } from "../api-pix/schemas.ts";
import { centsFromValor, valorFromCents } from "../api-pix/valor.ts";
import { PIX_OUT_ID_PATTERN } from "../pix-out/provider.ts";
import { SANDBOX_ISPB, type SandboxContext } from "./context.ts";
import { problems, SandboxRefusal } from "./problems.ts";

const payoutRequestSchema = z.object({
  valor: valorSchema,
  chave: z.string().min(1).max(77),
  tipoChave: z.enum(["cpf", "cnpj", "email", "phone", "evp"]).optional(),
  descricao: z.string().max(140).optional(),
  pagador: z.object({ chave: z.string().min(1).max(77) }).optional(),
});

type PayoutRow = typeof sandboxPspPayouts.$inferSelect;

function payoutJson(p: PayoutRow) {
  return {
    id: p.id,
    valor: valorFromCents(p.valorCents),
    chave: p.chave,
    status: p.status,
    ...(p.endToEndId ? { endToEndId: p.endToEndId } : {}),
    ...(p.motivo ? { motivo: p.motivo } : {}),
    horario: { solicitacao: p.requestedAt.toISOString() },
  };
}

function checkPayoutId(id: string) {
  if (!PIX_OUT_ID_PATTERN.test(id)) {
    throw new SandboxRefusal(problems.invalidRequest("O id do envio deve ter de 1 a 35 letras e números."));
  }
}

async function findPayout(ctx: SandboxContext, id: string) {
  const [row] = await ctx.db.select().from(sandboxPspPayouts).where(eq(sandboxPspPayouts.id, id));
  return row ?? null;
}

/**
 * The Pix-out provider's far end, `PUT /pix-out/{id}`: sends at once (REALIZADO with an endToEndId),
 * or refuses when asked to (NAO_REALIZADO). An id already used answers that send again, paying nothing.
 */
export async function sendPayout(ctx: SandboxContext, id: string, body: unknown) {
  checkPayoutId(id);
  const before = await findPayout(ctx, id);
  if (before) return payoutJson(before);
  const parsed = payoutRequestSchema.safeParse(body);
  if (!parsed.success) throw new SandboxRefusal(problems.invalidRequest("Envio inválido: informe valor e chave."));
  const valorCents = centsFromValor(parsed.data.valor);
  if (valorCents <= 0) throw new SandboxRefusal(problems.invalidRequest("O valor do envio deve ser maior que 0.00."));
  const fail = ctx.failNext.payout;
  ctx.failNext.payout = false;
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(sandboxPspPayouts)
    .values({
      id,
      chave: parsed.data.chave,
      tipoChave: parsed.data.tipoChave ?? null,
      valorCents,
      descricao: parsed.data.descricao ?? null,
      pagadorChave: parsed.data.pagador?.chave ?? null,
      status: fail ? "NAO_REALIZADO" : "REALIZADO",
      endToEndId: fail ? null : newBacenId("E", SANDBOX_ISPB, now),
      motivo: fail ? "Envio não realizado: falha simulada no PSP de testes." : null,
      requestedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return payoutJson(row ?? (await findPayout(ctx, id))!);
}

export async function getPayout(ctx: SandboxContext, id: string) {
  checkPayoutId(id);
  const row = await findPayout(ctx, id);
  if (!row) throw new SandboxRefusal(problems.notFound(`Envio ${id} não encontrado.`));
  return payoutJson(row);
}
