import { valorFromCents } from "../api-pix/valor.ts";
import type { sandboxPspCharges, sandboxPspPix, sandboxPspRefunds } from "../../../db/schema/index.ts";

type ChargeRow = typeof sandboxPspCharges.$inferSelect;
type PixRow = typeof sandboxPspPix.$inferSelect;
type RefundRow = typeof sandboxPspRefunds.$inferSelect;

/** API Pix's `Devolucao`. */
export function refundJson(r: RefundRow) {
  return {
    id: r.id,
    rtrId: r.rtrId,
    valor: valorFromCents(r.valorCents),
    natureza: "ORIGINAL",
    ...(r.descricao ? { descricao: r.descricao } : {}),
    horario: {
      solicitacao: r.requestedAt.toISOString(),
      ...(r.settledAt ? { liquidacao: r.settledAt.toISOString() } : {}),
    },
    status: r.status,
    ...(r.motivo ? { motivo: r.motivo } : {}),
  };
}

/** API Pix's `Pix`, with its devoluções. */
export function pixJson(p: PixRow, refunds: RefundRow[]) {
  return {
    endToEndId: p.endToEndId,
    ...(p.txid ? { txid: p.txid } : {}),
    valor: valorFromCents(p.valorCents),
    chave: p.chave,
    horario: p.horario.toISOString(),
    ...(p.infoPagador ? { infoPagador: p.infoPagador } : {}),
    ...(p.pagadorCpf || p.pagadorNome
      ? {
          pagador: {
            ...(p.pagadorCpf ? { cpf: p.pagadorCpf } : {}),
            ...(p.pagadorNome ? { nome: p.pagadorNome } : {}),
          },
        }
      : {}),
    ...(refunds.length > 0 ? { devolucoes: refunds.map(refundJson) } : {}),
  };
}

/** API Pix's `CobCompleta` (`CobGerada` plus the Pix that paid it). */
export function chargeJson(
  c: ChargeRow,
  extra: { location: string; pixCopiaECola: string; pix: ReturnType<typeof pixJson>[] },
) {
  return {
    calendario: { criacao: c.createdAt.toISOString(), expiracao: c.expiracaoSeconds },
    txid: c.txid,
    revisao: c.revisao,
    loc: { id: 1, location: extra.location, tipoCob: "cob", criacao: c.createdAt.toISOString() },
    location: extra.location,
    status: c.status,
    ...(c.devedorNome && c.devedorCpf ? { devedor: { cpf: c.devedorCpf, nome: c.devedorNome } } : {}),
    valor: { original: valorFromCents(c.valorCents) },
    chave: c.chave,
    ...(c.solicitacaoPagador ? { solicitacaoPagador: c.solicitacaoPagador } : {}),
    pixCopiaECola: extra.pixCopiaECola,
    ...(extra.pix.length > 0 ? { pix: extra.pix } : {}),
  };
}
