// A shutdown waits for the work in flight (decision 081): the answer to a request in flight closes its
// kept-alive connection, so the server's close does not wait for the connection's idle timeout (72 s,
// past the process's 10 s deadline); and the database closes only after a handler whose client hung up
// has finished with it. The SIGTERM path of a real process is in ops-shutdown.test.ts.
import http from "node:http";
import net from "node:net";
import type { RouteOptions } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { createWorkInFlight } from "../src/lib/work-in-flight.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

let testApp: TestApp | null = null;
afterEach(async () => {
  await testApp?.close();
  testApp = null;
});

/** A promise and the function that resolves it. */
function signal<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Resolves with "timeout" if the promise has not settled after `ms`. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<"timeout">((r) => setTimeout(() => r("timeout"), ms).unref())]);

async function until(condition: () => boolean) {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(condition()).toBe(true);
}

/**
 * `/api/ready` (a database read) held at its start until `release`: the test's onRoute wrapper runs
 * before the app's own, so the app counts the held run as the handler's.
 */
function heldReadiness() {
  const entered = signal();
  const release = signal();
  const outcome = signal<{ ok: true; value: unknown } | { ok: false; error: unknown }>();
  const onRoute = (route: RouteOptions) => {
    if (route.url !== "/api/ready" || route.method !== "GET") return;
    const handler = route.handler as (...args: unknown[]) => Promise<unknown>;
    route.handler = async function (this: unknown, ...args: unknown[]) {
      entered.resolve();
      await release.promise;
      try {
        const value = await handler.apply(this, args);
        outcome.resolve({ ok: true, value });
        return value;
      } catch (error) {
        outcome.resolve({ ok: false, error });
        throw error;
      }
    } as RouteOptions["handler"];
  };
  return { onRoute, entered: entered.promise, release: release.resolve, outcome: outcome.promise };
}

/** A test app listening on a free port, its `/api/ready` held (heldReadiness). */
async function listeningWithHeldReadiness() {
  const held = heldReadiness();
  testApp = await createTestApp({}, { onRoute: held.onRoute });
  const { app } = testApp;
  await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, port: (app.server.address() as net.AddressInfo).port, held };
}

describe("closing the app", () => {
  it("answers the request in flight with Connection: close, and the close does not wait for the idle connection", async () => {
    const { app, port, held } = await listeningWithHeldReadiness();
    const agent = new http.Agent({ keepAlive: true });
    const answer = new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get({ host: "127.0.0.1", port, path: "/api/ready", agent }, resolve).on("error", reject);
    });
    await held.entered;

    const closed = app.close();
    // The close has begun (its preClose hooks ran) once the server stops listening.
    await until(() => !app.server.listening);
    held.release();
    const response = await answer;
    response.resume();
    expect(response.statusCode).toBe(200);
    expect(response.headers.connection).toBe("close");
    // Without the header the kept-alive connection held the close for Fastify's 72 s idle timeout.
    expect(await within(closed, 5_000)).not.toBe("timeout");
    agent.destroy();
  });

  it("closes the database only after a handler whose client hung up has finished with it", async () => {
    const { app, port, held } = await listeningWithHeldReadiness();
    const client = net.connect(port, "127.0.0.1");
    client.on("error", () => undefined);
    client.write("GET /api/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    await held.entered;
    client.destroy();

    // No connection is left, so the server's own close finishes at once; the database must wait.
    const closed = app.close();
    expect(await within(closed, 300)).toBe("timeout");
    expect(app.workInFlight.size).toBeGreaterThan(0);
    held.release();
    // The handler read the database to its end: before, the database had closed under it.
    expect(await held.outcome).toEqual({ ok: true, value: { status: "ready" } });
    await closed;
    expect(app.workInFlight.size).toBe(0);
  });
});

describe("the work in flight", () => {
  it("settles once every tracked promise settled, rejected ones and ones added while waiting included", async () => {
    const work = createWorkInFlight();
    const first = signal();
    const later = signal();
    let failed = false;
    work.track(first.promise);
    work.track(Promise.reject(new Error("a failed delivery"))).then(undefined, () => (failed = true));
    let settled = false;
    const waiting = work.settled().then(() => (settled = true));
    await Promise.resolve();
    work.track(later.promise);
    first.resolve();
    await new Promise((r) => setTimeout(r, 10));
    expect(failed).toBe(true);
    expect(settled).toBe(false);
    expect(work.size).toBe(1);
    later.resolve();
    await waiting;
    expect(settled).toBe(true);
    expect(work.size).toBe(0);
  });

  it("follows a thenable, as a handler that returns Fastify's reply", async () => {
    const work = createWorkInFlight();
    const done = signal();
    // Not a Promise: only a `then`, as Fastify's reply has.
    const thenable: PromiseLike<void> = {
      then: (onFulfilled, onRejected) => done.promise.then(onFulfilled, onRejected),
    };
    expect(work.track(thenable)).toBe(thenable);
    await Promise.resolve();
    expect(work.size).toBe(1);
    done.resolve();
    await work.settled();
    expect(work.size).toBe(0);
  });
});
