import { ApiRequestError, apiErrorFrom } from "@/lib/api-client";
import type { paths } from "../generated/schema";

// The session check and the login and registration forms are on the first load, whose JavaScript
// budget has no room for openapi-fetch (about 3 KB gzip). These calls use fetch directly, still
// typed from the generated document: the path must exist and the answer is the documented one.

type Method = "get" | "post";
type Json<R> = R extends { content: { "application/json": infer T } } ? T : undefined;
type Answer<O> = O extends { responses: infer R } ? Json<R[Extract<keyof R, 200 | 201>]> : never;
type Body<O> = O extends { requestBody?: { content: { "application/json": infer B } } } ? B : never;

export async function lightCall<P extends keyof paths, M extends Method & keyof paths[P]>(
  path: P,
  method: M,
  body?: Body<paths[P][M]>,
): Promise<Answer<paths[P][M]>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: method.toUpperCase(),
      credentials: "same-origin",
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiRequestError(0, "NETWORK", "Sem conexão com o servidor. Verifique sua internet.");
  }
  const json = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) throw apiErrorFrom(response.status, json);
  return json as Answer<paths[P][M]>;
}
