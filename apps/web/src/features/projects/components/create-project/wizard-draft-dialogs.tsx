import { dateAndTime } from "@alicerce/shared/sao-paulo-time";
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
import { DRAFT_MAX_AGE_DAYS, type WizardDraft } from "./wizard-draft";

const NO_FILES = "Arquivos e imagens não ficam no rascunho: envie-os de novo.";

/**
 * Offered when the wizard opens over a saved draft. Only the two buttons answer it (Escape does
 * not), so a draft is never overwritten by a wizard the person did not choose.
 */
export function ResumeDraftDialog({
  draft,
  onContinue,
  onStartOver,
}: {
  draft: WizardDraft | null;
  onContinue: () => void;
  onStartOver: () => void;
}) {
  const title = draft?.values.title.trim();
  return (
    <AlertDialog open={draft !== null}>
      <AlertDialogContent onEscapeKeyDown={(event) => event.preventDefault()}>
        <AlertDialogHeader>
          <AlertDialogTitle>Continuar o rascunho?</AlertDialogTitle>
          <AlertDialogDescription>
            {draft && (
              <>
                Você começou {title ? `o projeto “${title}”` : "um projeto"} em {dateAndTime(draft.savedAt)} e não o
                criou. {NO_FILES}
              </>
            )}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={onStartOver}>Começar do zero</AlertDialogCancel>
          <AlertDialogAction onClick={onContinue}>Continuar rascunho</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Asked when the wizard is closed with something typed: keep the draft, discard it, or stay. */
export function LeaveWizardDialog({
  open,
  onStay,
  onKeep,
  onDiscard,
}: {
  open: boolean;
  onStay: () => void;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onStay()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Sair sem criar o projeto?</AlertDialogTitle>
          <AlertDialogDescription>
            O que você preencheu fica guardado como rascunho neste navegador por até {DRAFT_MAX_AGE_DAYS} dias e é
            oferecido quando você voltar. {NO_FILES}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Continuar editando</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onDiscard}>
            Descartar rascunho
          </AlertDialogAction>
          <AlertDialogAction onClick={onKeep}>Guardar e sair</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
