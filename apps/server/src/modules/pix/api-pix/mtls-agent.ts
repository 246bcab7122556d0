import fs from "node:fs";
import { Agent } from "undici";

export type ClientCertificate = { certPath: string; keyPath: string; caPath: string | null };

/**
 * The connection pool every call to the PSP goes through: it presents the client certificate (mTLS,
 * which API Pix requires of every client) and, when given, trusts only the PSP's CA. Read once at
 * start, so a wrong path stops the start instead of the first payment.
 */
export function mtlsAgent(certificate: ClientCertificate): Agent {
  return new Agent({
    connect: {
      cert: fs.readFileSync(certificate.certPath),
      key: fs.readFileSync(certificate.keyPath),
      ...(certificate.caPath ? { ca: fs.readFileSync(certificate.caPath) } : {}),
    },
  });
}
