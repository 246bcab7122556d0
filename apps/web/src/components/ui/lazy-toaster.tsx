import { lazyNamed } from "@/lib/lazy-named";
import { Suspense } from "react";
import { useToasts } from "@/hooks/use-toast";

// Radix's toast code loads with the first toast, keeping it out of the landing page's bundle.
const Toaster = lazyNamed(() => import("./toaster"), "Toaster");

export function LazyToaster() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
