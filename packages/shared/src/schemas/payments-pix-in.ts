import { z } from "zod";

// Pix received (docs/product/payments.md#recebimento-do-pix-webhook-e-conciliacao,
// docs/decisions/109-pix-webhook-intake-and-reconciler.md): the body the PSP posts to the webhook, as
// BACEN's API Pix v2 defines it (`{"pix":[…]}`), read strictly where money and identity are concerned
// and loosely elsewhere (a PSP adds fields of its own, which are ignored).

/** Most Pix one notification may carry: a PSP sends one or a few; the reconciler finds any left out. */
export const WEBHOOK_MAX_PIX = 100;

/** API Pix's money: 1 to 10 digits, a point, exactly two decimals; no sign, no exponent. */
const VALOR = /^\d{1,10}\.\d{2}$/;

const text = (max: number) => z.string().max(max, `Texto longo demais (máximo de ${max} caracteres).`);

export const webhookPixSchema = z.object({
  endToEndId: z
    .string({ error: "Todo Pix da notificação precisa do seu endToEndId." })
    .regex(/^[a-zA-Z0-9]{32}$/, "O endToEndId de um Pix tem 32 letras e números."),
  txid: z
    .string()
    .regex(/^[a-zA-Z0-9]{1,35}$/, "O txid de um Pix tem de 1 a 35 letras e números.")
    .nullish(),
  valor: z
    .string({ error: "Todo Pix da notificação precisa do seu valor." })
    .regex(VALOR, 'O valor de um Pix é escrito como "123.45": só dígitos, ponto e duas casas decimais.')
    .refine((valor) => /[1-9]/.test(valor), "O valor de um Pix deve ser maior que zero."),
  horario: z.iso.datetime({ offset: true, error: "O horário de um Pix deve ser uma data e hora RFC 3339." }),
  chave: text(77).nullish(),
  infoPagador: text(140).nullish(),
  pagador: z
    .object({
      cpf: text(14).nullish(),
      cnpj: text(18).nullish(),
      nome: text(200).nullish(),
    })
    .nullish(),
});
export type WebhookPix = z.infer<typeof webhookPixSchema>;

export const pixWebhookBodySchema = z.object(
  {
    pix: z
      .array(webhookPixSchema, { error: 'A notificação deve ser {"pix":[…]}, uma lista de Pix recebidos.' })
      .min(1, "A notificação não trouxe nenhum Pix.")
      .max(WEBHOOK_MAX_PIX, `Uma notificação traz no máximo ${WEBHOOK_MAX_PIX} Pix.`),
  },
  { error: 'A notificação deve ser {"pix":[…]}, uma lista de Pix recebidos.' },
);
export type PixWebhookBody = z.infer<typeof pixWebhookBodySchema>;

/** The secret segment of the webhook's address; its value is checked in constant time by the server. */
export const pixWebhookParamsSchema = z.object({ secret: z.string().max(256) });
