import type { FastifyReply } from "fastify";

/** API Pix's error types (the `type` URIs its OpenAPI gives), answered as RFC 7807 problem+json. */
const BASE = "https://pix.bcb.gov.br/api/v2/error/";

export type SandboxProblem = { status: number; type: string; title: string; detail: string };

export const problems = {
  invalidRequest: (detail: string): SandboxProblem => ({
    status: 400,
    type: `${BASE}RequisicaoInvalida`,
    title: "Requisição inválida.",
    detail,
  }),
  chargeOperation: (detail: string): SandboxProblem => ({
    status: 400,
    type: `${BASE}CobOperacaoInvalida`,
    title: "Cobrança inválida.",
    detail,
  }),
  refundInvalid: (detail: string): SandboxProblem => ({
    status: 400,
    type: `${BASE}PixDevolucaoInvalida`,
    title: "Devolução inválida.",
    detail,
  }),
  notFound: (detail: string): SandboxProblem => ({
    status: 404,
    type: `${BASE}NaoEncontrado`,
    title: "Não Encontrado",
    detail,
  }),
  unauthorized: (): SandboxProblem => ({
    status: 401,
    type: `${BASE}AcessoNegado`,
    title: "Acesso Negado",
    detail: "Token de acesso ausente, inválido ou expirado.",
  }),
};

export function sendProblem(reply: FastifyReply, problem: SandboxProblem) {
  return reply.status(problem.status).type("application/problem+json").send(problem);
}

/** A refusal a sandbox operation raises; the route turns it into problem+json. */
export class SandboxRefusal extends Error {
  constructor(readonly problem: SandboxProblem) {
    super(problem.detail);
  }
}
