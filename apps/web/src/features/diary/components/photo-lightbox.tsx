import type { KeyboardEvent } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { DiaryPhoto } from "@alicerce/shared/schemas/diary";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";

/**
 * An update's photos, one at a time, over the page (Radix Dialog: focus kept inside, Esc closes).
 * The arrow keys and the two buttons step through them; each photo keeps its alt text.
 */
export function PhotoLightbox({
  photos,
  index,
  title,
  onIndexChange,
  onClose,
}: {
  photos: DiaryPhoto[];
  /** The photo shown, or null when closed. */
  index: number | null;
  title: string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const open = index !== null && photos.length > 0;
  const current = open ? Math.min(index, photos.length - 1) : 0;
  const step = (by: number) => onIndexChange((current + by + photos.length) % photos.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") step(1);
    else if (event.key === "ArrowLeft") step(-1);
    else return;
    event.preventDefault();
  };
  const photo = photos[current];
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-3xl" onKeyDown={onKeyDown}>
        <DialogTitle className="pr-8">{title}</DialogTitle>
        <DialogDescription>
          Foto {current + 1} de {photos.length}. Use as setas do teclado para navegar.
        </DialogDescription>
        {photo && (
          <figure className="grid gap-2">
            <img src={photo.url} alt={photo.alt} className="max-h-[70vh] w-full rounded-lg bg-muted object-contain" />
            <figcaption className="text-sm break-words text-muted-foreground">{photo.alt}</figcaption>
          </figure>
        )}
        {photos.length > 1 && (
          <div className="flex items-center justify-between gap-3">
            <Button type="button" variant="outline" onClick={() => step(-1)}>
              <ChevronLeft aria-hidden="true" />
              Anterior
            </Button>
            <Button type="button" variant="outline" onClick={() => step(1)}>
              Próxima
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
