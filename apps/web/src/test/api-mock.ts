import { vi } from "vitest";

type Handler = (request: { method: string; url: URL; body: unknown }) => unknown;

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });

/** An answer with a status other than 200 (an error body, a 201, a 204). */
export class Reply {
  constructor(
    readonly status: number,
    readonly body?: unknown,
  ) {}
}

/**
 * Fakes the API for component tests: `routes` maps "METHOD /path" to a handler; a request
 * nobody handles fails the test, as MSW's `onUnhandledRequest: "error"` would.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // The typed client passes a Request; a bare fetch(url, init) is handled too.
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input), "http://localhost");
    const method = request?.method ?? init?.method ?? "GET";
    const text = request ? await request.clone().text() : typeof init?.body === "string" ? init.body : "";
    const body = text ? JSON.parse(text) : undefined;
    calls.push({ method, path: url.pathname + url.search, body });
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`Unhandled request: ${method} ${url.pathname}`);
    const result = await handler({ method, url, body });
    return result instanceof Reply ? json(result.status, result.body) : json(200, result);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}

/** The session answer for a logged-in user of `type`. */
export const sessionOf =
  (type: string, name = "Carlos Construtor") =>
  () => ({
    user: { id: "u-1", email: "u@alicerce.dev", name, type, avatar_url: null, verified: true },
  });

/** jsdom lacks what Radix uses: matchMedia, pointer capture, scrollIntoView, ResizeObserver. */
export function polyfillRadix() {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as never;
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
}
