import { Suspense, use } from "react";
import { useToasts } from "@/hooks/use-toast";

type ToasterLoad = Promise<typeof import("./toaster")>;

// Radix's toast code loads with the first toast, keeping it out of the landing page's bundle.
let load: ToasterLoad | null = null;
function loadToaster(): ToasterLoad {
  if (!load) {
    const started: ToasterLoad = import("./toaster");
    started.then(
      // Marked as React marks the promises it has seen: `use` then reads it without suspending.
      (module) => Object.assign(started, { status: "fulfilled", value: module }),
      () => (load = null), // the next toast tries again
    );
    load = started;
  }
  return load;
}

/**
 * Starts loading the toast code before a toast that is about to come (the login's "Login realizado
 * com sucesso!"), so that the toast mounts with the screen that follows. Mounted later, it landed
 * after the person had opened a menu: a toast mounted later is the topmost layer, and Escape closed
 * the toast instead of the menu. (Not `lazyNamed`: a lazy component suspends on its first render
 * even when its code is there, and React reveals suspended content in batches.)
 */
export function preloadToaster(): Promise<unknown> {
  return loadToaster().catch(() => {}); // a failed load is said by the toast's own render below
}

function LoadedToaster() {
  const { Toaster } = use(loadToaster());
  return <Toaster />;
}

export function LazyToaster() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <LoadedToaster />
    </Suspense>
  );
}
