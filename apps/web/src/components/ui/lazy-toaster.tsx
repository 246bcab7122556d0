import { Suspense, use } from "react";
import { onToastExpected, useToasts } from "@/hooks/use-toast";

type ToasterModule = typeof import("./toaster");

/**
 * The toaster whose code loads with the first toast, keeping Radix's toast code out of the landing
 * page's bundle. `preload` starts the load before a toast that is about to come (the login's "Login
 * realizado com sucesso!", announced with `expectToast`), so that the toast mounts with the screen
 * that follows: mounted later, it landed after the person had opened a menu, and a toast mounted
 * later is the topmost layer, so Escape closed the toast instead of the menu. (Not `lazyNamed`: a
 * lazy component suspends on its first render even when its code is there, and React reveals
 * suspended content in batches; decision 139.)
 */
export function createLazyToaster(load: () => Promise<ToasterModule>) {
  let loading: Promise<ToasterModule> | null = null;
  const loadOnce = (): Promise<ToasterModule> => {
    if (!loading) {
      const started = load();
      started.then(
        // Marked as React marks the promises it has seen: `use` then reads it without suspending.
        (module) => Object.assign(started, { status: "fulfilled", value: module }),
        // The next toast tries again. Handling the failure here also keeps a preload nobody awaits from
        // being an unhandled rejection.
        () => (loading = null),
      );
      loading = started;
    }
    return loading;
  };

  function LoadedToaster() {
    const { Toaster } = use(loadOnce());
    return <Toaster />;
  }

  function LazyToaster() {
    const toasts = useToasts();
    if (toasts.length === 0) return null;
    return (
      <Suspense fallback={null}>
        <LoadedToaster />
      </Suspense>
    );
  }

  return {
    LazyToaster,
    /**
     * Starts loading the code, and returns the load (marked fulfilled once done). Nobody needs to
     * await it: a failed load is said by the first toast's own render.
     */
    preload: loadOnce,
  };
}

/** The app's toaster (mounted once, in app.tsx); it loads its code when a toast is announced. */
export const appToaster = createLazyToaster(() => import("./toaster"));
// Through the toast store, not an import of this file: a screen importing it made the bundler split
// React's JSX runtime out of the entry chunk (+0.7 KB on every first load).
onToastExpected(() => void appToaster.preload());
