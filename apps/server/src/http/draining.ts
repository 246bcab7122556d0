import type { FastifyInstance, RouteHandlerMethod } from "fastify";
import type { WorkInFlight } from "../lib/work-in-flight.ts";
import { AppError } from "./app-error.ts";

export const SHUTTING_DOWN_MESSAGE = "O servidor está reiniciando. Tente novamente em alguns segundos.";

/**
 * From the moment the app starts closing (SIGTERM, decision 029), a request that still reaches this
 * process (on a connection opened before) is answered 503 in the API's error shape with
 * `Connection: close`, so the client or the proxy retries on another process; requests already in
 * flight run to their end, and their answers close their connections too (decision 081): a kept-alive
 * connection would hold the server's close until its idle timeout (72 s), past the shutdown's deadline.
 * Every route handler's run is counted in `work`, so the database closes only after the last one,
 * even one whose client hung up. Registered first, so its preClose runs before every other one.
 */
export function registerDraining(app: FastifyInstance, work: WorkInFlight) {
  let draining = false;
  app.addHook("preClose", async () => {
    draining = true;
  });
  // Hooks that wait for nothing take Fastify's callback form: an async one costs every request a
  // promise and a turn of the microtask queue for nothing (decision 084).
  app.addHook("onRequest", (_request, reply, done) => {
    if (!draining) return done();
    reply.header("connection", "close");
    done(new AppError("UNAVAILABLE", SHUTTING_DOWN_MESSAGE));
  });
  app.addHook("onSend", (_request, reply, _payload, done) => {
    if (draining) reply.header("connection", "close");
    done();
  });
  app.addHook("onRoute", (route) => {
    // A socket's handler lives as long as the socket; the socket plugin closes those at preClose.
    if (route.websocket) return;
    const handler = route.handler as (...args: unknown[]) => unknown;
    route.handler = function (this: FastifyInstance, ...args: unknown[]) {
      const result = handler.apply(this, args);
      if (isThenable(result)) work.track(result);
      return result;
    } as RouteHandlerMethod;
  });
  return { isDraining: () => draining };
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === "function";

/**
 * Closes a resource the process's work uses (the database, the storage, the lock on the data folder)
 * once that work settled. Fastify runs onClose hooks after the server stopped taking connections, but a
 * handler whose client hung up, or mail sent after an answer, may still be running then.
 */
export function closeAfterWork(app: FastifyInstance, close: () => unknown) {
  app.addHook("onClose", async () => {
    await app.workInFlight.settled();
    await close();
  });
}
