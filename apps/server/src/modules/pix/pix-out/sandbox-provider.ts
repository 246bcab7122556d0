import { z } from "zod";
import { valorFromCents } from "../api-pix/valor.ts";
import { parseAnswer } from "../api-pix/psp-errors.ts";
import type { PspHttp } from "../api-pix/psp-http.ts";
import { checkPixOutId, type PixOutProvider, type PixOutResult } from "./provider.ts";

const sandboxPayoutSchema = z.object({
  id: z.string(),
  status: z.enum(["EM_PROCESSAMENTO", "REALIZADO", "NAO_REALIZADO"]),
  endToEndId: z.string().optional(),
  motivo: z.string().optional(),
});

function toResult(answer: z.infer<typeof sandboxPayoutSchema>): PixOutResult {
  const status = answer.status === "REALIZADO" ? "done" : answer.status === "NAO_REALIZADO" ? "failed" : "processing";
  return {
    id: answer.id,
    status,
    ...(answer.endToEndId ? { endToEndId: answer.endToEndId } : {}),
    ...(answer.motivo ? { reason: answer.motivo } : {}),
  };
}

/** The sandbox PSP's Pix-out (`/sandbox/psp/pix-out/{id}`), through the same OAuth2 client as API Pix. */
export function createSandboxPixOut(http: PspHttp, escrowPixKey: string): PixOutProvider {
  return {
    name: "sandbox",
    async send(request) {
      checkPixOutId(request.id);
      const body = {
        valor: valorFromCents(request.amountCents),
        chave: request.key,
        ...(request.keyType ? { tipoChave: request.keyType } : {}),
        descricao: request.description.slice(0, 140),
        pagador: { chave: request.payer?.pixKey ?? escrowPixKey },
      };
      const answer = await http("PUT", `/pix-out/${request.id}`, body);
      return toResult(parseAnswer(sandboxPayoutSchema, answer, "envio do sandbox"));
    },
    async status(id) {
      checkPixOutId(id);
      return toResult(
        parseAnswer(sandboxPayoutSchema, await http("GET", `/pix-out/${id}`), "consulta de envio do sandbox"),
      );
    },
  };
}
