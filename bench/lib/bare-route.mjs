import Fastify from "fastify";

/**
 * A Fastify route that touches nothing, on its own port: what this machine serves right now, to read a
 * line's figures against (its speed moves with its host by 2× and more between hours). `close()` stops it.
 */
export async function startBareRoute(port) {
  const bare = Fastify();
  bare.get("/", async () => ({ ok: true }));
  await bare.listen({ port, host: "127.0.0.1" });
  return { url: `http://127.0.0.1:${port}/`, close: () => bare.close() };
}
