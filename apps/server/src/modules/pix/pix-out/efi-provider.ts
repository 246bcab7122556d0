import { z } from "zod";
import { valorFromCents } from "../api-pix/valor.ts";
import { parseAnswer } from "../api-pix/psp-errors.ts";
import type { PspHttp } from "../api-pix/psp-http.ts";
import { valorSchema } from "../api-pix/schemas.ts";
import { checkPixOutId, type PixOutProvider, type PixOutResult, type PixOutStatus } from "./provider.ts";

/**
 * Efí's "Envio de Pix" answers (docs/decisions/103-pix-out-provider.md): `PUT /v3/gn/pix/{idEnvio}`
 * names the end-to-end id `e2eId`, `GET /v2/gn/pix/enviados/id-envio/{idEnvio}` names it `endToEndId`;
 * both are read.
 */
const efiSendSchema = z.object({
  idEnvio: z.string(),
  e2eId: z.string().optional(),
  endToEndId: z.string().optional(),
  valor: valorSchema,
  status: z.enum(["EM_PROCESSAMENTO", "REALIZADO", "NAO_REALIZADO"]),
  motivo: z.string().optional(),
});

const STATUS: Record<z.infer<typeof efiSendSchema>["status"], PixOutStatus> = {
  EM_PROCESSAMENTO: "processing",
  REALIZADO: "done",
  NAO_REALIZADO: "failed",
};

function toResult(answer: z.infer<typeof efiSendSchema>): PixOutResult {
  const endToEndId = answer.e2eId ?? answer.endToEndId;
  return {
    id: answer.idEnvio,
    status: STATUS[answer.status],
    ...(endToEndId ? { endToEndId } : {}),
    ...(answer.motivo ? { reason: answer.motivo } : {}),
  };
}

/** Efí's Pix-out over its OAuth2 + mTLS API (`http` carries both), paying from `escrowPixKey`. */
export function createEfiPixOut(http: PspHttp, escrowPixKey: string): PixOutProvider {
  return {
    name: "efi",
    async send(request) {
      checkPixOutId(request.id);
      const body = {
        valor: valorFromCents(request.amountCents),
        pagador: { chave: request.payer?.pixKey ?? escrowPixKey, infoPagador: request.description.slice(0, 140) },
        favorecido: { chave: request.key },
      };
      return toResult(parseAnswer(efiSendSchema, await http("PUT", `/v3/gn/pix/${request.id}`, body), "Efí envio"));
    },
    async status(id) {
      checkPixOutId(id);
      const answer = await http("GET", `/v2/gn/pix/enviados/id-envio/${id}`);
      return toResult(parseAnswer(efiSendSchema, answer, "Efí consulta de envio"));
    },
  };
}
