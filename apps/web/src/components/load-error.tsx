import { AlertTriangle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

/**
 * What a screen, a list or a section shows when its data could not be read: the sentence, the error's
 * own when one is given, and "Tentar novamente". It is an alert, so a screen reader says it when it
 * appears (docs/product/formats-and-layout.md#loading-and-errors). `compact` for a card of a page.
 */
export function LoadError({
  title,
  error,
  onRetry,
  compact = false,
  className,
}: {
  title: string;
  error?: Error | null;
  onRetry: () => unknown;
  compact?: boolean;
  className?: string;
}) {
  return (
    <EmptyState
      role="alert"
      icon={AlertTriangle}
      className={className}
      title={title}
      description={error?.message}
      action={
        <Button variant="outline" size={compact ? "sm" : "default"} onClick={() => void onRetry()}>
          Tentar novamente
        </Button>
      }
    />
  );
}
