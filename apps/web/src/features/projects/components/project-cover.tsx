import { Building2 } from "lucide-react";
import { cn } from "@/lib/cn";

/** A project's picture, or a drawn placeholder when it has none. */
export function ProjectCover({
  src,
  alt = "",
  className,
}: {
  src: string | null | undefined;
  alt?: string;
  className?: string;
}) {
  if (src) {
    return (
      <img src={src} alt={alt} loading="lazy" decoding="async" className={cn("size-full object-cover", className)} />
    );
  }
  return (
    <div
      role={alt ? "img" : undefined}
      aria-label={alt || undefined}
      className={cn(
        "flex size-full items-center justify-center bg-gradient-to-br from-primary/15 via-secondary to-highlight/25 text-primary/60",
        className,
      )}
    >
      <Building2 className="size-12" aria-hidden="true" />
    </div>
  );
}
