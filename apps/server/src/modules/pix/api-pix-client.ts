import { centsFromValor, valorFromCents } from "./api-pix/valor.ts";
import { END_TO_END_ID_PATTERN, OPERATION_ID_PATTERN, TXID_PATTERN } from "./api-pix/identifiers.ts";
import { parseAnswer } from "./api-pix/psp-errors.ts";
import type { PspHttp } from "./api-pix/psp-http.ts";
import {
  chargeSchema,
  receivedPixPageSchema,
  refundSchema,
  type ChargeAnswer,
  type ChargeStatus,
  type ReceivedPixAnswer,
  type RefundAnswer,
} from "./api-pix/schemas.ts";

/** A received Pix in Alicerce's terms (cents, dates). */
export type ReceivedPix = {
  endToEndId: string;
  txid: string | null;
  amountCents: number;
  paidAt: Date;
  payer: { cpf: string | null; cnpj: string | null; name: string | null };
  payerMessage: string | null;
};

export type Charge = {
  txid: string;
  status: ChargeStatus;
  amountCents: number;
  createdAt: Date;
  expiresInSeconds: number;
  pixKey: string;
  location: string | null;
  pixCopiaECola: string | null;
  pix: ReceivedPix[];
};

export type Refund = {
  id: string;
  rtrId: string;
  amountCents: number;
  status: "EM_PROCESSAMENTO" | "DEVOLVIDO" | "NAO_REALIZADO";
  /** The PSP's `motivo`: why a refund was not made. */
  reason: string | null;
  requestedAt: Date | null;
  settledAt: Date | null;
};

export type NewCharge = {
  txid: string;
  amountCents: number;
  /** calendario.expiracao: seconds from creation. */
  expiresInSeconds: number;
  /** The escrow account's Pix key. */
  pixKey: string;
  debtor?: { cpf: string; name: string };
  /** solicitacaoPagador: a line the payer's bank app shows (up to 140 characters). */
  payerRequest?: string;
};

export type ApiPixClient = {
  createCharge(charge: NewCharge): Promise<Charge>;
  getCharge(txid: string): Promise<Charge>;
  /** Every Pix received between `from` and `to`, following every page of `GET /pix`. */
  listReceived(window: { from: Date; to: Date }): Promise<ReceivedPix[]>;
  requestRefund(refund: { endToEndId: string; id: string; amountCents: number; description?: string }): Promise<Refund>;
  getRefund(endToEndId: string, id: string): Promise<Refund>;
  /** `PATCH /cob/{txid}` to REMOVIDA_PELO_USUARIO_RECEBEDOR: an unpaid charge withdrawn. */
  removeCharge(txid: string): Promise<Charge>;
  /** `PUT /webhook/{chave}`: where the PSP notifies Pix received to this key (it appends `/pix`). */
  configureWebhook(pixKey: string, webhookUrl: string): Promise<void>;
};

function checkId(pattern: RegExp, value: string, what: string) {
  if (!pattern.test(value)) throw new RangeError(`${what} inválido: ${value}`);
}

export function toReceivedPix(p: ReceivedPixAnswer): ReceivedPix {
  return {
    endToEndId: p.endToEndId,
    txid: p.txid ?? null,
    amountCents: centsFromValor(p.valor),
    paidAt: new Date(p.horario),
    payer: { cpf: p.pagador?.cpf ?? null, cnpj: p.pagador?.cnpj ?? null, name: p.pagador?.nome ?? null },
    payerMessage: p.infoPagador ?? null,
  };
}

function toCharge(c: ChargeAnswer): Charge {
  return {
    txid: c.txid,
    status: c.status,
    amountCents: centsFromValor(c.valor.original),
    createdAt: new Date(c.calendario.criacao),
    expiresInSeconds: c.calendario.expiracao,
    pixKey: c.chave,
    location: c.location ?? null,
    pixCopiaECola: c.pixCopiaECola ?? null,
    pix: (c.pix ?? []).map(toReceivedPix),
  };
}

function toRefund(r: RefundAnswer): Refund {
  return {
    id: r.id,
    rtrId: r.rtrId,
    amountCents: centsFromValor(r.valor),
    status: r.status,
    reason: r.motivo ?? null,
    requestedAt: r.horario.solicitacao ? new Date(r.horario.solicitacao) : null,
    settledAt: r.horario.liquidacao ? new Date(r.horario.liquidacao) : null,
  };
}

/** Page size asked of `GET /pix` by default; the PSP may answer with a smaller one, and the pages are followed. */
const ITEMS_PER_PAGE = 100;

/** The API Pix v2 calls Alicerce makes (docs/decisions/102-pix-client-and-sandbox-psp.md). */
export function createApiPixClient(http: PspHttp, options: { itemsPerPage?: number } = {}): ApiPixClient {
  const itemsPerPage = options.itemsPerPage ?? ITEMS_PER_PAGE;
  return {
    async createCharge(charge) {
      checkId(TXID_PATTERN, charge.txid, "txid");
      const body = {
        calendario: { expiracao: charge.expiresInSeconds },
        ...(charge.debtor ? { devedor: { cpf: charge.debtor.cpf, nome: charge.debtor.name } } : {}),
        valor: { original: valorFromCents(charge.amountCents) },
        chave: charge.pixKey,
        ...(charge.payerRequest ? { solicitacaoPagador: charge.payerRequest } : {}),
      };
      const answer = await http("PUT", `/cob/${charge.txid}`, body);
      return toCharge(parseAnswer(chargeSchema, answer, "PUT /cob"));
    },
    async getCharge(txid) {
      checkId(TXID_PATTERN, txid, "txid");
      return toCharge(parseAnswer(chargeSchema, await http("GET", `/cob/${txid}`), "GET /cob"));
    },
    async listReceived({ from, to }) {
      const all: ReceivedPix[] = [];
      for (let page = 0; ; page++) {
        const query = new URLSearchParams({
          inicio: from.toISOString(),
          fim: to.toISOString(),
          "paginacao.paginaAtual": String(page),
          "paginacao.itensPorPagina": String(itemsPerPage),
        });
        const answer = parseAnswer(receivedPixPageSchema, await http("GET", `/pix?${query}`), "GET /pix");
        all.push(...answer.pix.map(toReceivedPix));
        const { quantidadeDePaginas } = answer.parametros.paginacao;
        if (page + 1 >= quantidadeDePaginas || answer.pix.length === 0) return all;
      }
    },
    async requestRefund({ endToEndId, id, amountCents, description }) {
      checkId(END_TO_END_ID_PATTERN, endToEndId, "endToEndId");
      checkId(OPERATION_ID_PATTERN, id, "id de devolução");
      const body = { valor: valorFromCents(amountCents), ...(description ? { descricao: description } : {}) };
      const answer = await http("PUT", `/pix/${endToEndId}/devolucao/${id}`, body);
      return toRefund(parseAnswer(refundSchema, answer, "PUT /devolucao"));
    },
    async getRefund(endToEndId, id) {
      checkId(END_TO_END_ID_PATTERN, endToEndId, "endToEndId");
      checkId(OPERATION_ID_PATTERN, id, "id de devolução");
      const answer = await http("GET", `/pix/${endToEndId}/devolucao/${id}`);
      return toRefund(parseAnswer(refundSchema, answer, "GET /devolucao"));
    },
    async removeCharge(txid) {
      checkId(TXID_PATTERN, txid, "txid");
      const answer = await http("PATCH", `/cob/${txid}`, { status: "REMOVIDA_PELO_USUARIO_RECEBEDOR" });
      return toCharge(parseAnswer(chargeSchema, answer, "PATCH /cob"));
    },
    async configureWebhook(pixKey, webhookUrl) {
      await http("PUT", `/webhook/${encodeURIComponent(pixKey)}`, { webhookUrl });
    },
  };
}
