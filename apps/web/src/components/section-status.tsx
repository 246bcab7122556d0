import { AlertTriangle } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";

/** A card section still loading: skeleton rows, announced to screen readers. */
export function SectionLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="grid gap-2">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-12" />
      <Skeleton className="h-12" />
    </div>
  );
}

/** A card section whose data failed to load. */
export function SectionFailed({ message }: { message: string }) {
  return (
    <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
      <AlertTriangle className="size-4" aria-hidden="true" />
      {message}
    </p>
  );
}
