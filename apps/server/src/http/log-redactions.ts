/**
 * Never in the logs: session cookies and credentials of requests, and the secrets of the
 * configuration should some line ever include it (decision 029).
 */
export const LOG_REDACTIONS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  "config.authSecret",
  "config.smtpUrl",
  "config.databaseUrl",
  "config.s3.accessKeyId",
  "config.s3.secretAccessKey",
  "config.signingCertificate.password",
  "config.pix.psp.clientSecret",
  "config.pix.sandboxClient.clientSecret",
  "config.pix.webhookSecret",
  "*.clientSecret",
  "*.webhookSecret",
  "*.authSecret",
  "*.secret",
  "*.password",
  "*.connectionString",
];

/** What stands in a log for a secret taken out of an address. */
export const REDACTED = "[redigido]";

/**
 * Query parameters whose values are secrets wherever they appear: the one-time tokens of the
 * e-mailed links (e-mail confirmation, data export, password reset, undo of an e-mail change) and
 * any code or key a later link may carry. Matched by name, so a new link is covered by its name.
 */
const SECRET_QUERY_KEY = /token|code|secret|password|senha|otp|key|signature/i;

/**
 * Paths whose last segment is a bearer code: a document's public verification (the QR Code), which
 * shows anyone holding it the document's name, hash and signers, and a payment receipt's public
 * check, which shows its parties and amount (decision 117); the SPA pages and their API calls. And the
 * PSP's webhook, whose segment after `/webhook/` is the secret that lets anyone post Pix notifications
 * (decision 109).
 */
const SECRET_PATH_SEGMENT =
  /^((?:https?:\/\/[^/]+)?(?:\/verificar\/|\/api\/public\/verify\/|\/comprovante\/|\/api\/public\/receipts\/|\/api\/payments\/pix\/webhook\/))[^/?#]+/;

/**
 * An address as it may be written to a log: the secrets of the links above replaced by
 * `[redigido]`, everything else kept so a line still tells which route was asked for. A link's
 * token in the request log would let anyone who reads the logs use the link (decision 095).
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf("?");
  const pathPart = queryAt === -1 ? url : url.slice(0, queryAt);
  const path = pathPart.replace(SECRET_PATH_SEGMENT, `$1${REDACTED}`);
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const rawKey = eq === -1 ? pair : pair.slice(0, eq);
      let key = rawKey;
      try {
        key = decodeURIComponent(rawKey.replace(/\+/g, " "));
      } catch {
        // A malformed escape: judge the raw name.
      }
      return eq !== -1 && SECRET_QUERY_KEY.test(key) ? `${rawKey}=${REDACTED}` : pair;
    })
    .join("&");
  return `${path}?${query}`;
}

type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/** Fastify's own request serializer, with the address redacted (the `url` of every request line). */
export const redactedRequestSerializer = (request: LoggedRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
