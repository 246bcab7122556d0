import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { sandboxPspCharges, sandboxPspPix } from "../../../db/schema/index.ts";
import { pixCopiaECola } from "../br-code.ts";
import { TXID_PATTERN } from "../api-pix/identifiers.ts";
import { centsFromValor } from "../api-pix/valor.ts";
import { valorSchema } from "../api-pix/schemas.ts";
import type { SandboxContext } from "./context.ts";
import { chargeJson } from "./presenters.ts";
import { presentPix } from "./present-pix.ts";
import { problems, SandboxRefusal } from "./problems.ts";

/** API Pix's `CobSolicitada`, the part Alicerce sends (and the sandbox checks). */
const chargeRequestSchema = z.object({
  calendario: z.object({ expiracao: z.number().int().positive().max(2_147_483_647).optional() }).optional(),
  devedor: z.object({ cpf: z.string().regex(/^\d{11}$/), nome: z.string().min(1).max(200) }).optional(),
  valor: z.object({ original: valorSchema }),
  chave: z.string().min(1).max(77),
  solicitacaoPagador: z.string().max(140).optional(),
});

/** API Pix's default lifetime of an immediate charge: one day. */
const DEFAULT_EXPIRATION_SECONDS = 86_400;

type ChargeRow = typeof sandboxPspCharges.$inferSelect;

export function checkTxid(txid: string) {
  if (!TXID_PATTERN.test(txid)) {
    throw new SandboxRefusal(problems.invalidRequest("O txid deve ter de 26 a 35 letras e números."));
  }
}

export async function presentCharge(ctx: SandboxContext, charge: ChargeRow) {
  const location = `${ctx.locationBase}/qr/v2/${charge.txid}`;
  const pixRows = await ctx.db.select().from(sandboxPspPix).where(eq(sandboxPspPix.txid, charge.txid));
  return chargeJson(charge, {
    location,
    pixCopiaECola: pixCopiaECola({ location, merchantName: ctx.merchant.name, merchantCity: ctx.merchant.city }),
    pix: await presentPix(ctx, pixRows),
  });
}

/** `PUT /cob/{txid}`: a txid already used is refused, as API Pix does. */
export async function createCharge(ctx: SandboxContext, txid: string, body: unknown) {
  checkTxid(txid);
  const parsed = chargeRequestSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new SandboxRefusal(problems.invalidRequest(`Campo inválido: cob.${issue.path.join(".")}.`));
  }
  const valorCents = centsFromValor(parsed.data.valor.original);
  if (valorCents <= 0)
    throw new SandboxRefusal(problems.chargeOperation("O valor da cobrança deve ser maior que 0.00."));
  const [row] = await ctx.db
    .insert(sandboxPspCharges)
    .values({
      txid,
      chave: parsed.data.chave,
      valorCents,
      expiracaoSeconds: parsed.data.calendario?.expiracao ?? DEFAULT_EXPIRATION_SECONDS,
      devedorCpf: parsed.data.devedor?.cpf ?? null,
      devedorNome: parsed.data.devedor?.nome ?? null,
      solicitacaoPagador: parsed.data.solicitacaoPagador ?? null,
      createdAt: ctx.now(),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new SandboxRefusal(problems.chargeOperation(`O txid ${txid} já foi utilizado por outra cobrança.`));
  return presentCharge(ctx, row);
}

export async function findCharge(ctx: SandboxContext, txid: string): Promise<ChargeRow> {
  checkTxid(txid);
  const [row] = await ctx.db.select().from(sandboxPspCharges).where(eq(sandboxPspCharges.txid, txid));
  if (!row) throw new SandboxRefusal(problems.notFound(`Cobrança ${txid} não encontrada.`));
  return row;
}

/**
 * Whether the charge can still be paid. API Pix keeps an expired charge's status ATIVA (its status is
 * the record's, not the payment window's: the OpenAPI's CobrancaStatus); the payer's bank refuses to
 * pay it once `criacao + expiracao` has passed, and so does the sandbox.
 */
export function payable(ctx: SandboxContext, charge: ChargeRow): boolean {
  return charge.status === "ATIVA" && ctx.now().getTime() < charge.createdAt.getTime() + charge.expiracaoSeconds * 1000;
}

/** Marks the charge paid if it still was payable (one transaction wins a race). */
export async function concludeCharge(ctx: SandboxContext, txid: string) {
  return ctx.db
    .update(sandboxPspCharges)
    .set({ status: "CONCLUIDA" })
    .where(and(eq(sandboxPspCharges.txid, txid), eq(sandboxPspCharges.status, "ATIVA")))
    .returning({ txid: sandboxPspCharges.txid });
}

/** `PATCH /cob/{txid}` with `{"status":"REMOVIDA_PELO_USUARIO_RECEBEDOR"}`: an unpaid charge withdrawn. */
export async function removeCharge(ctx: SandboxContext, txid: string, body: unknown) {
  const charge = await findCharge(ctx, txid);
  const parsed = z.object({ status: z.literal("REMOVIDA_PELO_USUARIO_RECEBEDOR") }).safeParse(body);
  if (!parsed.success) {
    throw new SandboxRefusal(
      problems.invalidRequest("Só a remoção (status REMOVIDA_PELO_USUARIO_RECEBEDOR) é aceita."),
    );
  }
  if (charge.status !== "ATIVA") {
    throw new SandboxRefusal(
      problems.chargeOperation(`A cobrança ${txid} está ${charge.status} e não pode ser removida.`),
    );
  }
  const [row] = await ctx.db
    .update(sandboxPspCharges)
    .set({ status: "REMOVIDA_PELO_USUARIO_RECEBEDOR", revisao: charge.revisao + 1 })
    .where(and(eq(sandboxPspCharges.txid, txid), eq(sandboxPspCharges.status, "ATIVA")))
    .returning();
  if (!row) throw new SandboxRefusal(problems.chargeOperation(`A cobrança ${txid} acabou de ser paga.`));
  return presentCharge(ctx, row);
}
