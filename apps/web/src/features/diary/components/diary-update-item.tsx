import { useState } from "react";
import type { DiaryUpdate } from "@alicerce/shared/schemas/diary";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/format";
import { DeleteUpdateAction } from "./delete-update-action";
import { PhotoLightbox } from "./photo-lightbox";

/**
 * One update: who, when, which phase at what percentage, the text and its photos (opened in the
 * lightbox); "Excluir" for its author and the project's creator.
 */
export function DiaryUpdateItem({ projectId, update }: { projectId: string; update: DiaryUpdate }) {
  const [shown, setShown] = useState<number | null>(null);
  const when = formatDate(update.created_at);
  return (
    <li className="grid gap-2 py-4">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="secondary">
          {update.phase_name}: {update.progress}%
        </Badge>
        <span className="text-muted-foreground">
          {update.author.name} · <time dateTime={update.created_at}>{when}</time>
        </span>
        {update.can_delete && (
          <span className="ml-auto">
            <DeleteUpdateAction projectId={projectId} update={update} />
          </span>
        )}
      </div>
      <p className="text-sm break-words whitespace-pre-line">{update.text}</p>
      {update.photos.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label={`Fotos da atualização de ${when}`}>
          {update.photos.map((photo, i) => (
            <li key={photo.id}>
              <button
                type="button"
                onClick={() => setShown(i)}
                className="block aspect-square w-full overflow-hidden rounded-md border bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                aria-label={`Ampliar: ${photo.alt}`}
              >
                <img src={photo.url} alt="" loading="lazy" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <PhotoLightbox
        photos={update.photos}
        index={shown}
        title={`${update.phase_name}, ${when}`}
        onIndexChange={setShown}
        onClose={() => setShown(null)}
      />
    </li>
  );
}
