/**
 * A screen's chunk that failed to download: each browser words it its own way (Chromium, Firefox,
 * Safari, Vite's CSS preload). Usually a network blip or a refused request, or, after a new
 * deployment, a hashed file the server no longer has.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i.test(
    message,
  );
}

const RELOADED_KEY = "alicerce.reloaded-after-deploy";

/**
 * Whether the server now serves another build than this page runs: the shell it answers no longer
 * names this page's entry script (the file names carry the content hash).
 */
export async function isNewDeployment(): Promise<boolean> {
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute("src");
  if (!entry) return false;
  try {
    const res = await fetch("/", { cache: "no-store", headers: { accept: "text/html" } });
    return res.ok && !(await res.text()).includes(entry);
  } catch {
    return false;
  }
}

/**
 * Reloads the page, once per tab: the flag in sessionStorage survives the reload, so a chunk that
 * still fails afterwards shows the screen instead of reloading forever.
 */
export function reloadOnce(): boolean {
  try {
    if (sessionStorage.getItem(RELOADED_KEY)) return false;
    sessionStorage.setItem(RELOADED_KEY, new Date().toISOString());
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
