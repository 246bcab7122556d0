// The boundary with the PSP (docs/decisions/102-pix-client-and-sandbox-psp.md,
// docs/decisions/103-pix-out-provider.md, docs/product/payments.md#psp): the API Pix v2 client, BR Code
// strings, the Pix-out providers and the sandbox PSP. Knows nothing of commitments or the ledger.
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import { mountSandboxPsp, type SandboxPspControl } from "./sandbox/sandbox-psp.ts";

export {
  createApiPixClient,
  type ApiPixClient,
  type Charge,
  type NewCharge,
  type ReceivedPix,
  type Refund,
} from "./api-pix-client.ts";
export { createPixBoundary, type PixBoundary } from "./boundary.ts";
export { centsFromValor, valorFromCents, InvalidValorError } from "./api-pix/valor.ts";
export { newTxid, TXID_PATTERN } from "./api-pix/identifiers.ts";
export {
  PspError,
  PspRequestRefusedError,
  PspNotFoundError,
  PspAccessDeniedError,
  PspUnavailableError,
  PspInvalidAnswerError,
} from "./api-pix/psp-errors.ts";
export { pixCopiaECola, BrCodeError, type BrCodeInput } from "./br-code.ts";
export type { PixOutProvider, PixOutRequest, PixOutResult, PixOutStatus, PixKeyType } from "./pix-out/provider.ts";
export type { SandboxPspControl } from "./sandbox/sandbox-psp.ts";
export type { WebhookMode, WebhookOptions } from "./sandbox/webhooks.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The sandbox PSP's control operations; null unless the sandbox is on (decision 102). */
    sandboxPsp: SandboxPspControl | null;
  }
}

/** Mounts the sandbox PSP under /sandbox/psp/ when the configuration says so; nothing otherwise. */
export async function registerPixBoundary(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.decorate("sandboxPsp", deps.config.pix.mode === "sandbox" ? await mountSandboxPsp(app, deps) : null);
}
