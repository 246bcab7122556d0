/**
 * The SHA-256 of a file's bytes as lower-case hex, computed in the browser (Web Crypto): the file
 * never leaves the person's computer. Undefined when the browser offers no Web Crypto (a page not
 * served over HTTPS).
 */
export async function sha256OfFile(file: Blob): Promise<string | undefined> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return undefined;
  const digest = await subtle.digest("SHA-256", new Uint8Array(await file.arrayBuffer()));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
