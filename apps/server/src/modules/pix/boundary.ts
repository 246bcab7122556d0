import type { Dispatcher } from "undici";
import type { Config } from "../../config.ts";
import { createApiPixClient, type ApiPixClient } from "./api-pix-client.ts";
import { mtlsAgent } from "./api-pix/mtls-agent.ts";
import { createPspHttp } from "./api-pix/psp-http.ts";
import { createTokenSource } from "./api-pix/token-source.ts";
import { createEfiPixOut } from "./pix-out/efi-provider.ts";
import type { PixOutProvider } from "./pix-out/provider.ts";
import { createSandboxPixOut } from "./pix-out/sandbox-provider.ts";
import { SANDBOX_PSP_PREFIX } from "./sandbox/sandbox-psp.ts";

export type PixBoundary = { apiPix: ApiPixClient; pixOut: PixOutProvider };

/**
 * The API Pix client and the Pix-out provider the configuration chooses (decisions 102 and 103). With
 * the sandbox, both talk to this server's own `/sandbox/psp/` over HTTP (`localBaseUrl`: where this
 * process listens), through the same OAuth2 code as with a real PSP; with a PSP, over mTLS.
 */
export function createPixBoundary(config: Config, options: { localBaseUrl: string }): PixBoundary {
  const pix = config.pix;
  if (pix.mode === "psp" && pix.psp) {
    const dispatcher: Dispatcher = mtlsAgent(pix.psp.certificate);
    const tokens = createTokenSource(pix.psp, { dispatcher });
    const apiPix = createApiPixClient(createPspHttp({ baseUrl: pix.psp.url, tokens, dispatcher }));
    const pixOutHttp = createPspHttp({ baseUrl: pix.psp.pixOutUrl, tokens, dispatcher });
    return { apiPix, pixOut: createEfiPixOut(pixOutHttp, pix.escrow.pixKey) };
  }
  if (pix.mode !== "sandbox") throw new Error("Pagamentos sem PSP configurado (PIX_PSP_URL ou PAYMENTS_SANDBOX=1).");
  const baseUrl = `${options.localBaseUrl.replace(/\/$/, "")}${SANDBOX_PSP_PREFIX}`;
  const tokens = createTokenSource({ tokenUrl: `${baseUrl}/oauth/token`, ...pix.sandboxClient });
  const http = createPspHttp({ baseUrl, tokens });
  return { apiPix: createApiPixClient(http), pixOut: createSandboxPixOut(http, pix.escrow.pixKey) };
}
