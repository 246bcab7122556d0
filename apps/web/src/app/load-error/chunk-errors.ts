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

/** The page's own navigation, in one object so the unit tests can watch it (jsdom cannot reload). */
export const browserPage = {
  reload: () => window.location.reload(),
};

/** The entry script this page runs: its hashed name says which build it is. */
function currentEntry(): string | null {
  return document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute("src") ?? null;
}

/**
 * Whether the server now serves another build than this page runs: the shell it answers no longer
 * names this page's entry script (the file names carry the content hash).
 */
export async function isNewDeployment(): Promise<boolean> {
  const entry = currentEntry();
  if (!entry) return false;
  try {
    const res = await fetch("/", { cache: "no-store", headers: { accept: "text/html" } });
    return res.ok && !(await res.text()).includes(entry);
  } catch {
    return false;
  }
}

/**
 * Reloads the page, once per build and tab: sessionStorage (which survives the reload) keeps the
 * entry script of the build that reloaded. A page of that same build whose chunk still fails (the
 * reload brought no newer build) shows the screen instead of reloading forever; a later deployment
 * seen from the newer build may reload once more, which a mere yes/no flag, kept for the tab's
 * whole life, refused.
 */
export function reloadOnce(): boolean {
  const entry = currentEntry() ?? "unknown";
  try {
    if (sessionStorage.getItem(RELOADED_KEY) === entry) return false;
    sessionStorage.setItem(RELOADED_KEY, entry);
  } catch {
    return false;
  }
  browserPage.reload();
  return true;
}
