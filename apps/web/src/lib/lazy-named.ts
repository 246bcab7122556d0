import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/**
 * The one way screens and heavy widgets load lazily: a named export of a module, in its own chunk
 * (`lazyNamed(() => import("@/features/x/pages/x-page"), "XPage")`). Named exports keep one name
 * for a component everywhere; React.lazy wants a default, which this supplies.
 */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}
