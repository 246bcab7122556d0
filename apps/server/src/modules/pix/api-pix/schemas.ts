import { z } from "zod";
import { END_TO_END_ID_PATTERN, OPERATION_ID_PATTERN } from "./identifiers.ts";

/**
 * The PSP's answers, as BACEN's API Pix v2 OpenAPI (github.com/bacen/pix-api, openapi.yaml) defines
 * them: only the fields Alicerce reads, each checked, because the PSP is outside input. Unknown fields
 * pass through untouched (PSPs add their own).
 */
export const valorSchema = z.string().regex(/^\d{1,10}\.\d{2}$/);
const dateTime = z.string().refine((s) => !Number.isNaN(Date.parse(s)), "data-hora inválida");

/** RFC 7807 problem+json, API Pix's `Problema`. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  correlationId: z.string().optional(),
  violacoes: z
    .array(z.object({ razao: z.string().optional(), propriedade: z.string().optional(), valor: z.string().optional() }))
    .optional(),
});
export type Problem = z.infer<typeof problemSchema>;

export const chargeStatusSchema = z.enum([
  "ATIVA",
  "CONCLUIDA",
  "REMOVIDA_PELO_USUARIO_RECEBEDOR",
  "REMOVIDA_PELO_PSP",
]);
export type ChargeStatus = z.infer<typeof chargeStatusSchema>;

export const refundStatusSchema = z.enum(["EM_PROCESSAMENTO", "DEVOLVIDO", "NAO_REALIZADO"]);

/** API Pix's `Devolucao`. */
export const refundSchema = z.object({
  id: z.string().regex(OPERATION_ID_PATTERN),
  rtrId: z.string().regex(END_TO_END_ID_PATTERN),
  valor: valorSchema,
  natureza: z.string().optional(),
  descricao: z.string().optional(),
  horario: z.object({ solicitacao: dateTime.optional(), liquidacao: dateTime.optional() }),
  status: refundStatusSchema,
  motivo: z.string().optional(),
});
export type RefundAnswer = z.infer<typeof refundSchema>;

/** API Pix's `Pix`: a received Pix. */
export const receivedPixSchema = z.object({
  endToEndId: z.string().regex(END_TO_END_ID_PATTERN),
  txid: z
    .string()
    .regex(/^[a-zA-Z0-9]{1,35}$/)
    .optional(),
  valor: valorSchema,
  chave: z.string().optional(),
  horario: dateTime,
  infoPagador: z.string().optional(),
  pagador: z
    .object({ cpf: z.string().optional(), cnpj: z.string().optional(), nome: z.string().optional() })
    .optional(),
  devolucoes: z.array(refundSchema).optional(),
});
export type ReceivedPixAnswer = z.infer<typeof receivedPixSchema>;

const devedorSchema = z.object({ cpf: z.string().optional(), cnpj: z.string().optional(), nome: z.string() });

/** API Pix's `CobCompleta` (also what `PUT /cob/{txid}` answers, `CobGerada`, without `pix`). */
export const chargeSchema = z.object({
  txid: z.string().regex(/^[a-zA-Z0-9]{26,35}$/),
  calendario: z.object({ criacao: dateTime, expiracao: z.number().int().positive() }),
  revisao: z.number().int().nonnegative(),
  status: chargeStatusSchema,
  valor: z.object({ original: valorSchema }),
  chave: z.string(),
  devedor: devedorSchema.optional(),
  location: z.string().optional(),
  pixCopiaECola: z.string().optional(),
  solicitacaoPagador: z.string().optional(),
  pix: z.array(receivedPixSchema).optional(),
});
export type ChargeAnswer = z.infer<typeof chargeSchema>;

/** API Pix's `PixConsultados`: one page of `GET /pix`. */
export const receivedPixPageSchema = z.object({
  parametros: z.object({
    inicio: dateTime,
    fim: dateTime,
    paginacao: z.object({
      paginaAtual: z.number().int().nonnegative(),
      itensPorPagina: z.number().int().positive(),
      quantidadeDePaginas: z.number().int().nonnegative(),
      quantidadeTotalDeItens: z.number().int().nonnegative(),
    }),
  }),
  pix: z.array(receivedPixSchema).default([]),
});

/** The OAuth2 token endpoint's answer (RFC 6749 §5.1). */
export const tokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().refine((t) => t.toLowerCase() === "bearer", "token_type deve ser Bearer"),
  expires_in: z.number().int().positive(),
});
