import type { z } from "zod";
import { problemSchema, type Problem } from "./schemas.ts";

/**
 * What can go wrong talking to the PSP, as types the caller can tell apart: a refusal of the request
 * (fix the request, do not retry), a missing resource, refused credentials, a PSP that is down (retry
 * later), and an answer that does not match API Pix (the PSP's fault: retry later, and look).
 */
export abstract class PspError extends Error {
  abstract readonly retryable: boolean;
  constructor(
    message: string,
    readonly httpStatus: number | null,
    readonly problem: Problem | null,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 400: API Pix's RequisicaoInvalida, CobOperacaoInvalida, PixDevolucaoInvalida… with its violações. */
export class PspRequestRefusedError extends PspError {
  readonly retryable = false;
}
/** 404: NaoEncontrado. */
export class PspNotFoundError extends PspError {
  readonly retryable = false;
}
/** 401 or 403: the client's credentials or certificate were refused (AcessoNegado). */
export class PspAccessDeniedError extends PspError {
  readonly retryable = false;
}
/** 429, 5xx or no answer at all: ServicoIndisponivel and the network's failures. */
export class PspUnavailableError extends PspError {
  readonly retryable = true;
}
/** A 2xx answer that API Pix's schema refuses (or that is not JSON). */
export class PspInvalidAnswerError extends PspError {
  readonly retryable = true;
}

/** The typed error for a non-2xx answer, reading its problem+json body when it is one. */
export function pspErrorFrom(status: number, body: unknown): PspError {
  const parsed = problemSchema.safeParse(body);
  const problem = parsed.success ? parsed.data : null;
  const what = problem ? `${problem.title}${problem.detail ? `: ${problem.detail}` : ""}` : `HTTP ${status}`;
  const message = `O PSP recusou o pedido (${status}, ${what}).`;
  if (status === 404) return new PspNotFoundError(message, status, problem);
  if (status === 401 || status === 403) return new PspAccessDeniedError(message, status, problem);
  if (status === 429 || status >= 500) return new PspUnavailableError(message, status, problem);
  return new PspRequestRefusedError(message, status, problem);
}

/** The answer checked against its schema, or a PspInvalidAnswerError naming the first broken field. */
export function parseAnswer<T extends z.ZodType>(schema: T, body: unknown, what: string): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue ? `${issue.path.join(".") || "(raiz)"}: ${issue.message}` : "formato";
  throw new PspInvalidAnswerError(`Resposta do PSP fora do padrão API Pix em ${what} (${where}).`, null, null);
}
