import { useRef, useState, type KeyboardEvent } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "@/lib/cn";
import { ProjectCover } from "../project-cover";

/** The main image with its thumbnails; arrows (buttons or ← →) move through the pictures. */
export function ProjectGallery({ title, images }: { title: string; images: { id: string; url: string }[] }) {
  const [index, setIndex] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const current = images[Math.min(index, count - 1)];

  const show = (next: number, focusThumb = false) => {
    const wrapped = (next + count) % count;
    setIndex(wrapped);
    if (focusThumb) thumbs.current[wrapped]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, focusThumb: boolean) => {
    if (count < 2) return;
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next, focusThumb);
  };

  if (!current) {
    return (
      <div className="aspect-[16/9] overflow-hidden rounded-xl border">
        <ProjectCover src={null} alt={`${title}: sem imagens`} />
      </div>
    );
  }

  return (
    <section aria-roledescription="galeria" aria-label={`Imagens de ${title}`} className="grid gap-3">
      <div
        className="relative aspect-[16/9] overflow-hidden rounded-xl border bg-muted outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        tabIndex={count > 1 ? 0 : undefined}
        onKeyDown={(e) => onKeyDown(e, false)}
        aria-label={count > 1 ? "Imagem em destaque; use as setas para navegar" : undefined}
      >
        <img src={current.url} alt={`Imagem ${index + 1} de ${count} de ${title}`} className="size-full object-cover" />
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => show(index - 1)}
              aria-label="Imagem anterior"
              className="absolute top-1/2 left-3 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-background/90 shadow outline-none hover:bg-background focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <ChevronLeft className="size-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={() => show(index + 1)}
              aria-label="Próxima imagem"
              className="absolute top-1/2 right-3 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-background/90 shadow outline-none hover:bg-background focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <ChevronRight className="size-5" aria-hidden="true" />
            </button>
            <span
              className="absolute right-3 bottom-3 rounded-md bg-black/60 px-2 py-0.5 text-xs text-white"
              aria-live="polite"
            >
              {index + 1}/{count}
            </span>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Miniaturas">
          {images.map((image, i) => (
            <li key={image.id} className="shrink-0">
              <button
                ref={(el) => {
                  thumbs.current[i] = el;
                }}
                type="button"
                onClick={() => show(i)}
                onKeyDown={(e) => onKeyDown(e, true)}
                tabIndex={i === index ? 0 : -1}
                aria-label={`Mostrar imagem ${i + 1} de ${count}`}
                aria-current={i === index ? "true" : undefined}
                className={cn(
                  "block h-16 w-24 overflow-hidden rounded-md border-2 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                  i === index ? "border-primary" : "border-transparent opacity-70 hover:opacity-100",
                )}
              >
                <img src={image.url} alt="" loading="lazy" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
