import type { UseMutationResult } from "@tanstack/react-query";
import { CheckCheck, Globe, Hammer, Rocket, Scale } from "lucide-react";
import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/hooks/use-toast";
import { formatDate } from "@/lib/format";
import { useMakeProjectPublic } from "@/api/projects/change-visibility";
import { useCompleteProject } from "@/api/projects/complete-project";
import { useOpenFunding } from "@/api/projects/open-funding";
import { useStartProject } from "@/api/projects/start-project";
import { useSubmitForReview } from "@/api/projects/submit-review";
import { useProjectReviews } from "@/api/projects/get-project-reviews";
import { VISIBILITY_WARNING } from "../texts";
import { ConfirmAction } from "@/components/confirm-action";
import { FundingDialog } from "./funding-dialog";

type Action = UseMutationResult<ProjectDetail, Error, void>;

function run(action: Action, success: { title: string; description: string }) {
  // On failure the query client's default toast gives the server's reason in pt-BR
  // ("Torne o projeto público antes de abrir a captação.").
  action.mutate(undefined, { onSuccess: () => toast(success) });
}

/** The creator's lifecycle controls (docs/product/projects.md#lifecycle), each shown only where it applies. */
export function LifecyclePanel({ project }: { project: ProjectDetail }) {
  const submit = useSubmitForReview(project.id);
  const makePublic = useMakeProjectPublic(project.id);
  const open = useOpenFunding(project.id);
  const start = useStartProject(project.id);
  const complete = useCompleteProject(project.id);
  const investment = project.purpose === "investment";
  const { status } = project;
  // A draft sent back by legal: the reason sits next to the button that submits it again.
  const reviews = useProjectReviews(project.id, status === "draft" && project.viewer.can_see_reviews);
  const latest = reviews.data?.items[0];
  const rejection =
    status === "draft" && !project.review_requested_at && latest?.status === "rejeitado"
      ? latest.events.findLast((e) => e.kind === "rejected")
      : undefined;

  const controls = [
    status === "draft" && !project.review_requested_at && (
      <ConfirmAction
        key="review"
        label={rejection ? "Reenviar para análise jurídica" : "Enviar para análise jurídica"}
        icon={<Scale aria-hidden="true" />}
        title="Enviar para análise jurídica?"
        description="Um profissional jurídico vai revisar o projeto. Aprovado, ele passa para Em Planejamento."
        confirmLabel="Enviar"
        pending={submit.isPending}
        onConfirm={() =>
          run(submit, {
            title: "Projeto enviado para análise jurídica",
            description: "Você recebe um aviso quando a análise terminar.",
          })
        }
      />
    ),
    investment && project.visibility === "private" && (
      <ConfirmAction
        key="public"
        label="Tornar público"
        icon={<Globe aria-hidden="true" />}
        title="Tornar o projeto público?"
        description={`Todos os usuários da plataforma poderão ver o projeto. ${VISIBILITY_WARNING}`}
        confirmLabel="Tornar público"
        pending={makePublic.isPending}
        onConfirm={() =>
          run(makePublic, {
            title: "Projeto público",
            description: "Agora todos os usuários da plataforma podem ver este projeto.",
          })
        }
      />
    ),
    investment && (status === "draft" || status === "planning") && <FundingDialog key="funding" project={project} />,
    investment && status === "planning" && (
      <ConfirmAction
        key="open"
        label="Abrir captação"
        icon={<Rocket aria-hidden="true" />}
        variant="highlight"
        title="Abrir a captação?"
        description="Investidores poderão investir a partir de agora, até o prazo definido."
        confirmLabel="Abrir captação"
        pending={open.isPending}
        onConfirm={() =>
          run(open, { title: "Captação aberta!", description: "Investidores já podem investir neste projeto." })
        }
      />
    ),
    (status === "planning" || status === "funding_open") && (
      <ConfirmAction
        key="start"
        label="Iniciar execução"
        icon={<Hammer aria-hidden="true" />}
        title="Iniciar a execução?"
        description={
          status === "funding_open"
            ? "A captação será encerrada e o projeto passa para Em Andamento."
            : "O projeto passa para Em Andamento."
        }
        confirmLabel="Iniciar execução"
        pending={start.isPending}
        disabledReason={project.viewer.start_execution_refusal}
        onConfirm={() => run(start, { title: "Execução iniciada", description: "O projeto está em andamento." })}
      />
    ),
    status === "in_progress" && (
      <ConfirmAction
        key="complete"
        label="Concluir projeto"
        icon={<CheckCheck aria-hidden="true" />}
        title="Concluir o projeto?"
        description="O projeto passa para Concluído. Essa ação não pode ser desfeita."
        confirmLabel="Concluir projeto"
        pending={complete.isPending}
        onConfirm={() => run(complete, { title: "Projeto concluído!", description: "Parabéns pela entrega." })}
      />
    ),
  ].filter(Boolean);

  const reviewRequested = status === "draft" && project.review_requested_at;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          Gerenciar projeto
        </CardTitle>
        <CardDescription>Ações disponíveis para o status atual.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        {rejection && (
          <div role="status" className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm">
            <p className="font-medium">Projeto não aprovado na análise jurídica</p>
            <p className="mt-1 break-words whitespace-pre-line">{rejection.comment}</p>
            <p className="mt-1 text-muted-foreground">
              {rejection.actor?.name ?? "Jurídico"} · {formatDate(rejection.created_at)}. Corrija o projeto e envie
              novamente.
            </p>
          </div>
        )}
        {reviewRequested && (
          <p className="rounded-lg bg-secondary p-3 text-sm text-secondary-foreground">
            Análise jurídica solicitada em {formatDate(project.review_requested_at)}
          </p>
        )}
        {controls}
        {controls.length === 0 && !reviewRequested && (
          <p className="text-sm text-muted-foreground">Nenhuma ação disponível neste momento.</p>
        )}
      </CardContent>
    </Card>
  );
}
