import type { FastifyRequest } from "fastify";
import { fromNodeHeaders } from "better-auth/node";

/** The request's headers as web Headers for better-auth, with the trusted client address. */
export function authHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  headers.set("x-alicerce-client-ip", request.ip);
  return headers;
}

/** Copies better-auth's Set-Cookie headers onto our reply. */
export function forwardCookies(from: Headers, reply: { header(name: string, value: string[]): unknown }) {
  const cookies = from.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
}
