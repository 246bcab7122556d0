import type { FastifyInstance } from "fastify";
import { SERVICE_RESTART } from "./hub.ts";

/** A client that has not answered the close frame by then is cut off (ws itself would wait 30 s). */
const CLOSE_HANDSHAKE_MS = 2_000;

/**
 * The WebSocket plugin's preClose (shutdown, decision 029): every open socket is closed with 1012
 * "Service Restart" and a reason, which the web client answers by reconnecting (through the proxy,
 * to a process that is still up) and refetching; the socket server then takes no new upgrade.
 */
export async function closeSocketsForRestart(this: FastifyInstance) {
  const server = this.websocketServer;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  for (const client of server.clients) client.close(SERVICE_RESTART, "server restarting");
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_HANDSHAKE_MS)));
  await Promise.race([closed, late]);
  clearTimeout(timer);
  for (const client of server.clients) client.terminate();
}
