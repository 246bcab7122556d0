import { Check, HandCoins, Heart, Loader2 } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { toast } from "@/hooks/use-toast";
import { formatDate, formatPercent } from "@/lib/format";
import { useToggleInterest } from "@/api/projects/toggle-interest";
import { raisedPercent } from "../project-card";
import { CreatorRatingValue, ProjectRatingSection } from "./project-rating";
import { PlatformFeeTerms } from "@/features/payments";

/**
 * "Tenho interesse", offered only when the server would take it (a project past legal review and
 * not over, never its creator); someone already interested can always take it back. LGPD: the
 * creator sees the person's name, and their e-mail only when they tick the box.
 */
function InterestButton({ project }: { project: ProjectDetail }) {
  const toggle = useToggleInterest(project.id);
  const [shareContact, setShareContact] = useState(false);
  const on = project.viewer.interested;
  if (!on && !project.viewer.can_mark_interest) return null;
  const button = (
    <Button
      variant={on ? "secondary" : "outline"}
      aria-pressed={on}
      disabled={toggle.isPending}
      onClick={() =>
        toggle.mutate(on ? null : { share_contact: shareContact }, {
          onSuccess: (_v, choice) =>
            toast({
              title: choice ? "Interesse registrado!" : "Interesse removido",
              description: choice
                ? choice.share_contact
                  ? "O criador do projeto verá seu nome e poderá contatá-lo por e-mail."
                  : "O criador do projeto verá seu nome (seu e-mail não é compartilhado)."
                : "Você não aparece mais entre os interessados.",
            }),
        })
      }
      className="w-full"
    >
      {toggle.isPending ? (
        <Loader2 className="animate-spin" aria-hidden="true" />
      ) : on ? (
        <Check aria-hidden="true" />
      ) : (
        <Heart aria-hidden="true" />
      )}
      {on ? "Interessado" : "Tenho interesse"}
    </Button>
  );
  if (on) return button;
  const tickId = `compartilhar-contato-${project.id}`;
  return (
    <div className="grid gap-2">
      {button}
      <div className="flex items-start gap-2">
        <Checkbox
          id={tickId}
          checked={shareContact}
          onCheckedChange={(checked) => setShareContact(checked === true)}
          className="mt-0.5"
        />
        <Label htmlFor={tickId} className="text-xs leading-snug font-normal text-muted-foreground">
          Compartilhar meu e-mail com o criador do projeto
        </Label>
      </div>
    </div>
  );
}

function whyNotInvest(project: ProjectDetail): string | null {
  if (project.viewer.is_creator) return "Você é o criador deste projeto.";
  if (project.status !== "funding_open") return "A captação deste projeto não está aberta.";
  if (!project.viewer.can_invest) return "Você não pode investir neste projeto.";
  return null;
}

/**
 * docs/product/projects.md#project-page: raised vs goal, ROI, investors, the creator's rating, deadline,
 * "Investir agora" and "Tenho interesse"; an investor rates a completed project here.
 */
export function InvestmentPanel({ project, onInvest }: { project: ProjectDetail; onInvest: () => void }) {
  const target = project.target_amount;
  const percent = raisedPercent(project.raised_amount, target);
  const canInvest = project.viewer.can_invest && project.status === "funding_open";
  const reason = whyNotInvest(project);
  return (
    <Card className="gap-5">
      <CardHeader>
        <CardTitle role="heading" aria-level={2} className="flex items-center gap-2">
          <HandCoins className="size-5 text-primary" aria-hidden="true" />
          Investimento
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-2">
          <p className="text-2xl font-bold" data-testid="raised-amount">
            {formatBRL(project.raised_amount)}
          </p>
          <p className="text-sm text-muted-foreground">
            {target != null ? `captados de ${formatBRL(target)}` : "captados · meta ainda não definida"}
          </p>
          {/* Paid money is raised; commitments still awaiting their Pix are shown apart (decision 107). */}
          {project.reserved_amount > 0 && (
            <p className="text-sm text-muted-foreground">
              {formatBRL(project.reserved_amount)} reservados aguardando pagamento
            </p>
          )}
          {target != null && target > 0 && (
            <>
              <Progress value={project.raised_amount} max={target} aria-label="Percentual captado da meta" />
              <p className="text-sm font-medium">{percent}% da meta</p>
            </>
          )}
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-xs text-muted-foreground">ROI estimado</dt>
            <dd className="font-semibold">{formatPercent(project.roi)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Investidores</dt>
            <dd className="font-semibold">{project.investor_count}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Investimento mínimo</dt>
            <dd className="font-semibold">
              {project.min_investment != null ? formatBRL(project.min_investment) : "—"}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Prazo</dt>
            <dd className="font-semibold">{formatDate(project.deadline)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Captação mínima</dt>
            <dd className="font-semibold">
              {project.minimum_target_amount != null ? formatBRL(project.minimum_target_amount) : "—"}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Interessados</dt>
            <dd className="font-semibold">{project.interest_count}</dd>
          </div>
          <div className="col-span-2">
            <dt className="text-xs text-muted-foreground">Avaliação do criador</dt>
            <dd>
              <CreatorRatingValue rating={project.creator_rating} />
            </dd>
          </div>
        </dl>
        <div className="grid gap-2">
          <Button
            variant="highlight"
            size="lg"
            disabled={!canInvest}
            onClick={onInvest}
            aria-describedby={reason ? "invest-reason" : undefined}
          >
            Investir agora
          </Button>
          {reason && (
            <p id="invest-reason" className="text-center text-xs text-muted-foreground">
              {reason}
            </p>
          )}
          {!project.viewer.is_creator && <InterestButton project={project} />}
        </div>
        <PlatformFeeTerms projectId={project.id} />
        <ProjectRatingSection project={project} />
      </CardContent>
    </Card>
  );
}

/** Projects that do not raise money still collect interest. */
export function FollowPanel({ project }: { project: ProjectDetail }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          Acompanhe este projeto
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          {project.interest_count} {project.interest_count === 1 ? "pessoa interessada" : "pessoas interessadas"}
        </p>
        {!project.viewer.is_creator && <InterestButton project={project} />}
      </CardContent>
    </Card>
  );
}
