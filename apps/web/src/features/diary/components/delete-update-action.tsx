import { Trash2 } from "lucide-react";
import type { DiaryUpdate } from "@alicerce/shared/schemas/diary";
import { ConfirmAction } from "@/components/confirm-action";
import { toast } from "@/hooks/use-toast";
import { whenDone } from "@/lib/when-done";
import { formatDate } from "@/lib/format";
import { useDeleteDiaryUpdate } from "@/api/diary/project-diary";

/**
 * "Excluir" on a diary update, for its author and the project's creator, after a confirmation: the
 * photos go with it and the phase's percentage goes back to the update before (decision 063).
 */
export function DeleteUpdateAction({ projectId, update }: { projectId: string; update: DiaryUpdate }) {
  const remove = useDeleteDiaryUpdate(projectId);
  const when = formatDate(update.created_at);
  const photos = update.photos.length;
  return (
    <ConfirmAction
      layout="inline"
      destructive
      icon={<Trash2 aria-hidden="true" />}
      label="Excluir"
      accessibleLabel={`Excluir a atualização de ${when} da etapa ${update.phase_name}`}
      title="Excluir atualização?"
      description={
        <>
          A atualização de {when} ({update.phase_name}: {update.progress}%) sai do diário
          {photos > 0 ? `, com ${photos === 1 ? "a foto" : `as ${photos} fotos`}` : ""}. Se era a mais recente da etapa,
          a etapa volta ao percentual da atualização anterior (ou a 0%, se não houver outra). Não é possível desfazer.
        </>
      }
      confirmLabel="Excluir atualização"
      pending={remove.isPending}
      onConfirm={() =>
        whenDone(remove.mutateAsync(update.id), () =>
          toast({ title: "Atualização excluída", description: "O progresso das etapas foi recalculado." }),
        )
      }
    />
  );
}
