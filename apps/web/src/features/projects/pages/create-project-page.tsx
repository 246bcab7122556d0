import { appRoutes, appPaths } from "@alicerce/shared/routes";
import { useEffect, useRef, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { ArrowLeft, ArrowRight, Loader2, Lock, X } from "lucide-react";
import { WIZARD_STEPS } from "@alicerce/shared/projects";
import { mayCreateProjects } from "@alicerce/shared/user-types";
import { applyFieldErrors, applyServerErrors } from "@/components/form";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { EmptyState } from "@/components/ui/empty-state";
import { useFileUploads } from "@/hooks/use-file-uploads";
import { toast } from "@/hooks/use-toast";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { ConfirmEmailNotice } from "@/components/confirm-email-notice";
import { useAuth } from "@/api/auth/auth-provider";
import { useCreateProject } from "@/api/projects/create-project";
import { StepBasicInfo } from "../components/create-project/step-basic-info";
import { StepDocuments } from "../components/create-project/step-documents";
import { StepFinancial } from "../components/create-project/step-financial";
import { StepIndicator } from "../components/create-project/step-indicator";
import { StepPurpose } from "../components/create-project/step-purpose";
import { StepReview } from "../components/create-project/step-review";
import { StepSchedule } from "../components/create-project/step-schedule";
import { StepTeam } from "../components/create-project/step-team";
import {
  fieldErrorsOfStep,
  firstStepWithError,
  LAST_STEP,
  stepOfField,
  toCreateInput,
  validateCreateInput,
  WIZARD_DEFAULTS,
  type WizardValues,
} from "../components/create-project/wizard-form";
import {
  clearDraft,
  hasDraftContent,
  loadDraft,
  saveDraft,
  type WizardDraft,
} from "../components/create-project/wizard-draft";
import { LeaveWizardDialog, ResumeDraftDialog } from "../components/create-project/wizard-draft-dialogs";

const STEP_DESCRIPTIONS = [
  "Escolha para que serve o projeto.",
  "Conte o essencial: o quê, onde e como ele é.",
  "Valores, retorno esperado e visibilidade.",
  "Duração, prazo e etapas da obra.",
  "Quem participa do projeto.",
  "Projetos, contratos, licenças e outros arquivos.",
  "Confira os dados antes de criar o projeto. Ele será salvo como rascunho.",
];

/** The server's reason when it gave one (a 403 asking to confirm the e-mail, say), else the generic text. */
const failureToast = (error: unknown) =>
  toast({
    title: "Erro ao criar projeto",
    description: errorMessage(error, "Ocorreu um erro ao salvar o projeto. Tente novamente."),
    variant: "destructive",
  });

/** docs/product/projects.md#creation-wizard (/dashboard/create-project): a 7-step wizard, one step at a time. */
export function CreateProjectPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const form = useForm<WizardValues>({ defaultValues: WIZARD_DEFAULTS, mode: "onSubmit", reValidateMode: "onSubmit" });
  // Kept above the steps so moving between them neither loses nor restarts an upload.
  const images = useFileUploads();
  const documents = useFileUploads();
  const createProject = useCreateProject();
  const heading = useRef<HTMLHeadingElement>(null);
  const pendingFocus = useRef<string | null>(null);
  const moved = useRef(false);
  const userId = user?.id ?? null;
  // The saved draft is read once per user and offered until the person answers; meanwhile nothing
  // is saved, so the offered draft is never overwritten by the empty wizard behind the dialog.
  const [draftReadFor, setDraftReadFor] = useState<string | null>(null);
  const [offeredDraft, setOfferedDraft] = useState<WizardDraft | null>(null);
  if (userId && draftReadFor !== userId) {
    setDraftReadFor(userId);
    setOfferedDraft(loadDraft(userId));
  }
  const [leaving, setLeaving] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const savingDraft = userId !== null && draftReadFor === userId && offeredDraft === null;

  // Every change (and every step) is kept as the local draft, so closing the tab loses nothing.
  useEffect(() => {
    if (!savingDraft || !userId) return;
    const subscription = form.watch(() => saveDraft(userId, form.getValues(), step));
    return () => subscription.unsubscribe();
  }, [form, savingDraft, userId, step]);
  useEffect(() => {
    if (savingDraft && userId && hasDraftContent(form.getValues())) saveDraft(userId, form.getValues(), step);
  }, [form, savingDraft, userId, step]);

  const continueDraft = () => {
    if (!offeredDraft) return;
    form.reset(offeredDraft.values);
    setStep(offeredDraft.step);
    setOfferedDraft(null);
  };
  const startOver = () => {
    if (userId) clearDraft(userId);
    setOfferedDraft(null);
  };
  /** The X: straight out when nothing was typed or sent, otherwise ask first. */
  const close = () => {
    const started = hasDraftContent(form.getValues()) || images.items.length > 0 || documents.items.length > 0;
    if (started) setLeaving(true);
    else void navigate(appRoutes.projects);
  };
  const leave = (keep: boolean) => {
    if (userId) {
      if (keep) saveDraft(userId, form.getValues(), step);
      else clearDraft(userId);
    }
    setLeaving(false);
    void navigate(appRoutes.projects);
  };

  // A field's message goes away as soon as it is changed; the next "Criar Projeto" checks again.
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name && form.getFieldState(name).error) form.clearErrors(name);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  // Each step change moves focus to the step's title (or to the field with an error), so
  // keyboard and screen-reader users start reading the new step.
  useEffect(() => {
    if (!moved.current) return;
    const field = pendingFocus.current;
    pendingFocus.current = null;
    const target = field ? document.getElementById(field) : null;
    (target ?? heading.current)?.focus();
  }, [step]);

  const goTo = (next: number) => {
    moved.current = true;
    setStep(Math.min(Math.max(next, 0), LAST_STEP));
  };

  /** Opens the step holding the first field with a message (from the schema or the server) and focuses it. */
  const showFieldErrors = (paths: string[]) => {
    if (paths.length === 0) return;
    const target = firstStepWithError(paths);
    const first = paths.find((p) => stepOfField(p) === target);
    // Field ids follow their paths with dashes ("team.0.name" → "team-0-name").
    const focusId = first ? first.replace(/\./g, "-") : null;
    if (target === step) {
      if (focusId) document.getElementById(focusId)?.focus();
    } else {
      pendingFocus.current = focusId;
      goTo(target);
    }
  };

  const uploadsBusy = () => {
    if (!images.busy && !documents.busy) return false;
    toast({ title: "Aguarde o envio dos arquivos", description: "Alguns arquivos ainda estão sendo enviados." });
    return true;
  };

  const checkValues = () =>
    validateCreateInput(
      toCreateInput(form.getValues(), {
        imageIds: images.doneIds,
        fileIdOf: (key) => documents.items.find((i) => i.key === key)?.fileId ?? "",
      }),
    );

  /**
   * "Próximo" checks the step being left with the server's own schema: its fields show their
   * messages where they were typed and the wizard stays, so no step is ever marked done with an
   * error in it and nothing waits to fail at "Criar Projeto".
   */
  const next = () => {
    if (uploadsBusy()) return;
    const { fields } = checkValues();
    const here = fields ? fieldErrorsOfStep(fields, step) : {};
    if (Object.keys(here).length > 0) {
      form.clearErrors();
      showFieldErrors(applyFieldErrors(form, here).applied);
      return;
    }
    goTo(step + 1);
  };

  const submit = async () => {
    if (!user) {
      toast({ title: "Erro", description: "Você precisa estar logado para criar um projeto.", variant: "destructive" });
      return;
    }
    if (uploadsBusy()) return;
    const { data, fields } = checkValues();
    if (!data) {
      toast({
        title: "Revise os campos destacados",
        description: "Alguns dados precisam ser corrigidos antes de criar o projeto.",
        variant: "destructive",
      });
      form.clearErrors();
      showFieldErrors(applyFieldErrors(form, fields).applied);
      return;
    }
    form.clearErrors();
    try {
      const { id } = await createProject.mutateAsync(data);
      clearDraft(user.id);
      toast({ title: "Projeto criado com sucesso!", description: "Seu projeto foi criado e salvo como rascunho." });
      navigate(appPaths.project(id));
    } catch (error) {
      console.error("Erro ao criar projeto:", error);
      if (error instanceof ApiRequestError && error.status === 401) {
        toast({
          title: "Erro",
          description: "Você precisa estar logado para criar um projeto.",
          variant: "destructive",
        });
        return;
      }
      failureToast(error);
      // Team members outside the platform are invited by e-mail, which needs a confirmed sender.
      if (error instanceof ApiRequestError && error.code === "EMAIL_NOT_VERIFIED") setUnconfirmed(error.message);
      form.clearErrors();
      showFieldErrors(applyServerErrors(form, error).applied);
    }
  };

  if (user && !mayCreateProjects(user)) {
    return (
      <div className="mx-auto grid w-full max-w-4xl grid-cols-[minmax(0,1fr)] gap-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Criar Projeto</h1>
        <EmptyState
          icon={Lock}
          title={
            user.type === "legal"
              ? "Sua conta jurídica aguarda verificação"
              : "Apenas criadores de projeto e profissionais jurídicos podem criar projetos."
          }
          action={
            <Link to={appRoutes.projects} className={buttonVariants({ variant: "outline" })}>
              Ver projetos
            </Link>
          }
        />
      </div>
    );
  }

  const saving = createProject.isPending;
  const isLast = step === LAST_STEP;
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-[minmax(0,1fr)] gap-6">
      <header className="flex items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Criar Projeto</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            Passo {step + 1} de {WIZARD_STEPS.length}: {WIZARD_STEPS[step]}
          </p>
        </div>
        <Button type="button" variant="ghost" size="icon" aria-label="Fechar e voltar para projetos" onClick={close}>
          <X aria-hidden="true" />
        </Button>
      </header>
      <ResumeDraftDialog draft={offeredDraft} onContinue={continueDraft} onStartOver={startOver} />
      <LeaveWizardDialog
        open={leaving}
        onStay={() => setLeaving(false)}
        onKeep={() => leave(true)}
        onDiscard={() => leave(false)}
      />
      <StepIndicator current={step} />
      {unconfirmed && (
        <ConfirmEmailNotice
          message={unconfirmed}
          role="alert"
          whenAlreadyConfirmed="Clique em “Criar Projeto” de novo."
        />
      )}
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={(event) => event.preventDefault()}
          className="grid gap-6 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
        >
          <div className="grid gap-1">
            <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
              {WIZARD_STEPS[step]}
            </h2>
            <p className="text-sm text-muted-foreground">{STEP_DESCRIPTIONS[step]}</p>
          </div>
          {step === 0 && <StepPurpose />}
          {step === 1 && <StepBasicInfo images={images} />}
          {step === 2 && <StepFinancial />}
          {step === 3 && <StepSchedule />}
          {step === 4 && <StepTeam />}
          {step === 5 && <StepDocuments uploads={documents} />}
          {step === 6 && <StepReview images={images} documents={documents} />}
          <div className="flex items-center justify-between gap-3 border-t pt-5">
            <Button type="button" variant="outline" onClick={() => goTo(step - 1)} disabled={step === 0 || saving}>
              <ArrowLeft aria-hidden="true" />
              Anterior
            </Button>
            {/* Distinct keys: the clicked "Próximo" must not turn into the create button mid-click. */}
            {isLast ? (
              <Button key="create" type="button" onClick={submit} disabled={saving}>
                {saving && <Loader2 className="animate-spin" aria-hidden="true" />}
                {saving ? "Criando..." : "Criar Projeto"}
              </Button>
            ) : (
              <Button key="next" type="button" onClick={next}>
                Próximo
                <ArrowRight aria-hidden="true" />
              </Button>
            )}
          </div>
        </form>
      </FormProvider>
    </div>
  );
}
