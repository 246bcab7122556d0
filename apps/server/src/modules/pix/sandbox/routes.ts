import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { touchesByDefault } from "../../../http/touches.ts";
import { InvalidValorError } from "../api-pix/valor.ts";
import { createCharge, findCharge, presentCharge, removeCharge } from "./charges.ts";
import type { SandboxContext } from "./context.ts";
import { SANDBOX_TOKEN_SECONDS, type SandboxOAuth } from "./oauth.ts";
import { getPayout, sendPayout } from "./payouts.ts";
import { problems, SandboxRefusal, sendProblem } from "./problems.ts";
import { listReceivedPix } from "./received-pix.ts";
import { getRefund, requestRefund } from "./refunds.ts";

const stringRecord = z.record(z.string(), z.string());

/** Path parameters and query strings as plain strings (Fastify gives them untyped here). */
function strings(value: unknown): Record<string, string> {
  const parsed = stringRecord.safeParse(value);
  return parsed.success ? parsed.data : {};
}

/** Runs a sandbox operation and answers its refusals as API Pix's problem+json. */
async function answer(reply: FastifyReply, status: number, run: () => Promise<unknown>) {
  try {
    return reply.status(status).send(await run());
  } catch (err) {
    if (err instanceof SandboxRefusal) return sendProblem(reply, err.problem);
    if (err instanceof InvalidValorError) return sendProblem(reply, problems.invalidRequest(err.message));
    throw err;
  }
}

/**
 * The sandbox PSP's HTTP side, mounted under /sandbox/psp/ only in sandbox mode (decision 102): the
 * OAuth2 token endpoint, the API Pix v2 subset Alicerce uses, the webhook registration and the Pix-out
 * far end. Every route but the token endpoint wants a bearer token from it.
 */
export function sandboxPspRoutes(deps: {
  ctx: SandboxContext;
  oauth: SandboxOAuth;
  registerWebhook(pixKey: string, url: string): void;
}) {
  const { ctx, oauth } = deps;
  return async (app: FastifyInstance) => {
    // The sandbox writes only its own tables, which no cache reads: its writes move no data domain.
    touchesByDefault(app, []);
    // OAuth2 token requests are form-encoded (RFC 6749 §4.4.2); only this scope reads that type.
    app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    app.addHook("onRequest", async (request, reply) => {
      if (request.routeOptions.url === "/sandbox/psp/oauth/token") return;
      if (!oauth.accepts(request.headers.authorization)) return sendProblem(reply, problems.unauthorized());
    });

    app.post("/oauth/token", { schema: { hide: true } }, async (request, reply) => {
      const grant = strings(request.body).grant_type;
      const token = oauth.issue(request.headers.authorization);
      if (!token) {
        return reply
          .status(401)
          .header("www-authenticate", 'Basic realm="sandbox-psp"')
          .send({ error: "invalid_client", error_description: "Credenciais do cliente inválidas." });
      }
      if (grant !== "client_credentials") {
        return reply
          .status(400)
          .send({ error: "unsupported_grant_type", error_description: "Use client_credentials." });
      }
      return {
        access_token: token,
        token_type: "Bearer",
        expires_in: SANDBOX_TOKEN_SECONDS,
        scope: "cob.write cob.read pix.write pix.read webhook.write",
      };
    });

    app.put("/cob/:txid", { schema: { hide: true } }, (request, reply) =>
      answer(reply, 201, () => createCharge(ctx, strings(request.params).txid ?? "", request.body)),
    );
    app.get("/cob/:txid", { schema: { hide: true } }, (request, reply) =>
      answer(reply, 200, async () => presentCharge(ctx, await findCharge(ctx, strings(request.params).txid ?? ""))),
    );
    app.patch("/cob/:txid", { schema: { hide: true } }, (request, reply) =>
      answer(reply, 200, () => removeCharge(ctx, strings(request.params).txid ?? "", request.body)),
    );
    app.get("/pix", { schema: { hide: true } }, (request, reply) =>
      answer(reply, 200, () => listReceivedPix(ctx, strings(request.query))),
    );
    app.put("/pix/:e2eid/devolucao/:id", { schema: { hide: true } }, (request, reply) => {
      const { e2eid = "", id = "" } = strings(request.params);
      return answer(reply, 201, () => requestRefund(ctx, e2eid, id, request.body));
    });
    app.get("/pix/:e2eid/devolucao/:id", { schema: { hide: true } }, (request, reply) => {
      const { e2eid = "", id = "" } = strings(request.params);
      return answer(reply, 200, () => getRefund(ctx, e2eid, id));
    });
    app.put("/webhook/:chave", { schema: { hide: true } }, (request, reply) =>
      answer(reply, 200, async () => {
        const url = z.object({ webhookUrl: z.url({ protocol: /^https?$/ }) }).safeParse(request.body);
        if (!url.success) throw new SandboxRefusal(problems.invalidRequest("Informe webhookUrl, um endereço http(s)."));
        deps.registerWebhook(strings(request.params).chave ?? "", url.data.webhookUrl.replace(/\/$/, ""));
        return { webhookUrl: url.data.webhookUrl, chave: strings(request.params).chave };
      }),
    );
    app.put("/pix-out/:id", { schema: { hide: true } }, (request, reply) =>
      answer(reply, 201, () => sendPayout(ctx, strings(request.params).id ?? "", request.body)),
    );
    app.get("/pix-out/:id", { schema: { hide: true } }, (request, reply) =>
      answer(reply, 200, () => getPayout(ctx, strings(request.params).id ?? "")),
    );
  };
}
