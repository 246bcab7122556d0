import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Loader2, NotebookPen } from "lucide-react";
import {
  DIARY_TEXT_MAX,
  diaryUpdateInputSchema,
  phaseWentBackText,
  type DiaryPhase,
} from "@alicerce/shared/schemas/diary";
import { applyServerErrors, Form, NumberField, schemaResolver, SelectField, TextareaField } from "@/components/form";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { useFileUploads } from "@/hooks/use-file-uploads";
import { toast } from "@/hooks/use-toast";
import { ApiRequestError } from "@/lib/api-client";
import { usePostDiaryUpdate } from "@/api/diary/project-diary";
import { DiaryPhotosField } from "./diary-photos-field";

type Input = z.output<typeof diaryUpdateInputSchema>;
type Values = { text: string; phase_id: string; progress: number | null };

function PostForm({ projectId, phases, onDone }: { projectId: string; phases: DiaryPhase[]; onDone: () => void }) {
  const post = usePostDiaryUpdate(projectId);
  const uploads = useFileUploads();
  const [descriptions, setDescriptions] = useState<Record<string, string>>({});
  const [photosError, setPhotosError] = useState<string>();
  const first = phases.find((p) => p.status !== "completed") ?? phases[0];
  const form = useForm<Values, unknown, Input>({
    resolver: schemaResolver<Values, typeof diaryUpdateInputSchema>(diaryUpdateInputSchema),
    defaultValues: { text: "", phase_id: first?.id ?? "", progress: first?.progress ?? null },
  });
  // A percentage below the phase's waits for the author's word (decision 128).
  const [goingBack, setGoingBack] = useState<{ input: Input; phase: DiaryPhase } | null>(null);
  const send = (input: Input, confirmLowerProgress: boolean) => {
    const photos = uploads.items.flatMap((item) =>
      item.status === "done" && item.fileId
        ? [{ file_id: item.fileId, description: descriptions[item.key]?.trim() || null }]
        : [],
    );
    post.mutate(
      { ...input, photos, confirm_lower_progress: confirmLowerProgress },
      {
        onSuccess: () => {
          toast({ title: "Atualização publicada", description: "Investidores e equipe foram avisados." });
          onDone();
        },
        onError: (error) => {
          applyServerErrors(form, error);
          if (error instanceof ApiRequestError && error.fields?.photos) setPhotosError(error.fields.photos[0]);
        },
      },
    );
  };
  const onSubmit = form.handleSubmit((input) => {
    if (uploads.busy) return setPhotosError("Aguarde o envio das fotos terminar.");
    if (uploads.failed) return setPhotosError("Remova as fotos que não puderam ser enviadas.");
    setPhotosError(undefined);
    const phase = phases.find((p) => p.id === input.phase_id);
    if (phase && input.progress < phase.progress) return setGoingBack({ input, phase });
    send(input, false);
  });
  const options = phases.map((p) => [p.id, `${p.name} (${p.progress}%)`] as const);
  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-4">
      <SelectField<Values> name="phase_id" id="diary-phase" label="Etapa" options={options} />
      <NumberField<Values>
        name="progress"
        id="diary-progress"
        label="Percentual concluído da etapa"
        hint="De 0 a 100. Em 100 a etapa fica concluída."
        min={0}
        max={100}
      />
      <TextareaField<Values>
        name="text"
        id="diary-text"
        label="O que aconteceu na obra"
        maxLength={DIARY_TEXT_MAX}
        rows={4}
      />
      <DiaryPhotosField
        uploads={uploads}
        descriptions={descriptions}
        onDescribe={(key, text) => setDescriptions((d) => ({ ...d, [key]: text }))}
        error={photosError}
      />
      <AlertDialog open={goingBack !== null} onOpenChange={(open) => !open && setGoingBack(null)}>
        {goingBack && (
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Diminuir o percentual da etapa?</AlertDialogTitle>
              <AlertDialogDescription>
                A etapa {goingBack.phase.name} está em {goingBack.phase.progress}%. Ao publicar, ela volta para{" "}
                {goingBack.input.progress}%, e investidores e equipe são avisados de que{" "}
                {phaseWentBackText(goingBack.phase.name, goingBack.phase.progress, goingBack.input.progress)}.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Corrigir o percentual</AlertDialogCancel>
              <AlertDialogAction
                onClick={() => {
                  send(goingBack.input, true);
                  setGoingBack(null);
                }}
              >
                Publicar com {goingBack.input.progress}%
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        )}
      </AlertDialog>
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={post.isPending || uploads.busy}>
          {post.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {post.isPending ? "Publicando..." : "Publicar atualização"}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** "Nova atualização": the creator's and team's form (text, phase, percentage, photos). */
export function PostUpdateDialog({ projectId, phases }: { projectId: string; phases: DiaryPhase[] }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button disabled={phases.length === 0}>
          <NotebookPen aria-hidden="true" />
          Nova atualização
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Nova atualização do diário de obra</DialogTitle>
          <DialogDescription>
            O percentual informado passa a ser o da etapa, e o status dela o acompanha. Investidores e equipe são
            avisados pelo sino e no resumo semanal.
          </DialogDescription>
        </DialogHeader>
        {open && <PostForm projectId={projectId} phases={phases} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}
