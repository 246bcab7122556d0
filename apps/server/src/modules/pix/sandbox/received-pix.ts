import { and, asc, count, eq, gte, lte } from "drizzle-orm";
import { sandboxPspPix } from "../../../db/schema/index.ts";
import { newBacenId } from "../api-pix/identifiers.ts";
import { concludeCharge, findCharge, payable } from "./charges.ts";
import { SANDBOX_ISPB, type SandboxContext } from "./context.ts";
import { presentPix } from "./present-pix.ts";
import { problems, SandboxRefusal } from "./problems.ts";

type PixRow = typeof sandboxPspPix.$inferSelect;

export type Payment = {
  /** Another amount than the charge's (a payer who typed a different value into a static code, say). */
  amountCents?: number;
  payer?: { cpf?: string; name?: string };
  payerMessage?: string;
};

/**
 * The control operation "pay this charge": a received Pix with a fresh endToEndId, and the charge
 * CONCLUIDA. Refused when the charge is no longer payable (paid, removed or past its expiration).
 */
export async function payCharge(ctx: SandboxContext, txid: string, payment: Payment = {}): Promise<PixRow> {
  const charge = await findCharge(ctx, txid);
  if (!payable(ctx, charge)) {
    throw new SandboxRefusal(
      problems.chargeOperation(`A cobrança ${txid} não pode mais ser paga (status ${charge.status} ou expirada).`),
    );
  }
  const amountCents = payment.amountCents ?? charge.valorCents;
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new SandboxRefusal(
      problems.invalidRequest("O valor pago deve ser um número inteiro de centavos maior que zero."),
    );
  }
  return ctx.db.transaction(async (tx) => {
    const concluded = await concludeCharge({ ...ctx, db: tx }, txid);
    if (concluded.length === 0) {
      throw new SandboxRefusal(problems.chargeOperation(`A cobrança ${txid} já foi paga.`));
    }
    const now = ctx.now();
    const [row] = await tx
      .insert(sandboxPspPix)
      .values({
        endToEndId: newBacenId("E", SANDBOX_ISPB, now),
        txid,
        chave: charge.chave,
        valorCents: amountCents,
        pagadorCpf: payment.payer?.cpf ?? null,
        pagadorNome: payment.payer?.name ?? null,
        infoPagador: payment.payerMessage ?? null,
        horario: now,
      })
      .returning();
    return row!;
  });
}

export async function findPix(ctx: SandboxContext, endToEndId: string): Promise<PixRow> {
  const [row] = await ctx.db.select().from(sandboxPspPix).where(eq(sandboxPspPix.endToEndId, endToEndId));
  if (!row) throw new SandboxRefusal(problems.notFound(`Pix ${endToEndId} não encontrado.`));
  return row;
}

/** The most `GET /pix` gives per page, whatever is asked (PSPs cap it too). */
const MAX_ITEMS_PER_PAGE = 1000;

/** `GET /pix?inicio&fim`: the Pix received in the window (both ends included), a page at a time. */
export async function listReceivedPix(ctx: SandboxContext, query: Record<string, string | undefined>) {
  const inicio = Date.parse(query.inicio ?? "");
  const fim = Date.parse(query.fim ?? "");
  if (Number.isNaN(inicio) || Number.isNaN(fim) || fim < inicio) {
    throw new SandboxRefusal(
      problems.invalidRequest("Informe inicio e fim como datas RFC 3339, com fim depois de inicio."),
    );
  }
  const page = Number(query["paginacao.paginaAtual"] ?? "0");
  const perPage = Number(query["paginacao.itensPorPagina"] ?? "100");
  if (!Number.isInteger(page) || page < 0 || !Number.isInteger(perPage) || perPage < 1) {
    throw new SandboxRefusal(problems.invalidRequest("Paginação inválida."));
  }
  const size = Math.min(perPage, MAX_ITEMS_PER_PAGE);
  const window = and(gte(sandboxPspPix.horario, new Date(inicio)), lte(sandboxPspPix.horario, new Date(fim)));
  const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(sandboxPspPix).where(window);
  const rows = await ctx.db
    .select()
    .from(sandboxPspPix)
    .where(window)
    .orderBy(asc(sandboxPspPix.horario), asc(sandboxPspPix.endToEndId))
    .limit(size)
    .offset(page * size);
  return {
    parametros: {
      inicio: new Date(inicio).toISOString(),
      fim: new Date(fim).toISOString(),
      paginacao: {
        paginaAtual: page,
        itensPorPagina: size,
        quantidadeDePaginas: Math.max(1, Math.ceil(total / size)),
        quantidadeTotalDeItens: total,
      },
    },
    pix: await presentPix(ctx, rows),
  };
}
