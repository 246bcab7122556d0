import { Download, Eye, PenLine, Send } from "lucide-react";
import { formatBRL } from "@alicerce/shared/brazilian";
import type { SignatureRequest } from "@alicerce/shared/schemas/signatures";
import { NOT_YOUR_TURN_TEXT, SIGNATURE_TYPE_LABELS } from "@alicerce/shared/signatures";
import { Fact, RecordCardHeader } from "@/components/list/record-card";
import { Button } from "@/components/ui/button";
import { ConfirmAction } from "@/components/confirm-action";
import { Progress } from "@/components/ui/progress";
import { toast } from "@/hooks/use-toast";
import { formatDate } from "@/lib/format";
import { useResendSignature } from "@/api/signatures/mutations";
import { RefuseDialog } from "./refuse-dialog";
import { VoidDialog } from "./void-dialog";
import { SignatureEventsDialog } from "./signature-events-dialog";
import { SignatureStatusBadge, SignerStatusText } from "./signature-badges";

function ResendButton({ request }: { request: SignatureRequest }) {
  const resend = useResendSignature(request.id);
  const pending = request.signers.filter((s) => s.status === "pending").length;
  return (
    <ConfirmAction
      layout="inline"
      label="Reenviar"
      accessibleLabel={`Reenviar convite de ${request.title}`}
      icon={<Send aria-hidden="true" />}
      title="Reenviar convite"
      description={`O convite com o link para assinar será enviado de novo por e-mail ${pending === 1 ? "à pessoa que ainda não assinou" : `às ${pending} pessoas que ainda não assinaram`}.`}
      confirmLabel="Reenviar"
      pending={resend.isPending}
      onConfirm={() =>
        resend.mutate(undefined, {
          onSuccess: ({ resent_to }) =>
            toast({
              title: "Convite reenviado",
              description: `${resent_to} ${resent_to === 1 ? "pessoa recebeu" : "pessoas receberam"} o convite de novo.`,
            }),
        })
      }
    />
  );
}

/**
 * One signature request of docs/product/documents-and-signatures.md#signatures: its fields, each
 * signer with their status, the progress, and the actions the user may take.
 */
export function SignatureCard({ request, onSign }: { request: SignatureRequest; onSign: (id: string) => void }) {
  const titleId = `signature-${request.id}-title`;
  // In order, the list is numbered: an ordered list says so to screen readers too.
  const ListTag = request.sequential ? "ol" : "ul";
  const signedCount = request.signers.filter((s) => s.status === "signed").length;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full min-w-0 flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm"
    >
      <RecordCardHeader
        titleId={titleId}
        title={request.title}
        project={request.project.title}
        status={<SignatureStatusBadge status={request.status} />}
        type={SIGNATURE_TYPE_LABELS[request.type]}
      />

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
        <Fact label="Valor">{formatBRL(request.amount)}</Fact>
        <Fact label="Criado em">{formatDate(request.created_at)}</Fact>
        <Fact label="Prazo">{formatDate(request.due_date)}</Fact>
      </dl>

      <div className="grid gap-2">
        <div className="flex items-center justify-between text-sm">
          <span id={`${titleId}-progress`} className="text-muted-foreground">
            Progresso ({signedCount} de {request.signers.length})
          </span>
          <span className="font-semibold tabular-nums">{request.progress}%</span>
        </div>
        <Progress value={request.progress} aria-labelledby={`${titleId}-progress`} className="h-2" />
      </div>

      {request.status === "cancelled" && request.void_reason && (
        <p className="rounded-lg bg-muted p-3 text-sm break-words">
          <span className="font-medium">Motivo do cancelamento: </span>
          {request.void_reason}
        </p>
      )}

      <div>
        <h4 className="mb-2 text-sm font-medium">
          Signatários
          {request.sequential && <span className="ml-1 font-normal text-muted-foreground">(assinatura em ordem)</span>}
        </h4>
        <ListTag className="grid gap-2">
          {request.signers.map((signer) => (
            <li
              key={signer.id}
              className="flex min-w-0 items-start justify-between gap-3 rounded-lg bg-muted/50 px-3 py-2"
            >
              <div className="min-w-0">
                <p className="text-sm font-medium break-words">
                  {request.sequential && <span className="mr-1 tabular-nums">{signer.order}.</span>}
                  {signer.name}
                  {signer.is_me && <span className="ml-1 text-xs font-normal text-muted-foreground">(você)</span>}
                </p>
                <p className="text-xs break-all text-muted-foreground">{signer.email}</p>
                {signer.status === "rejected" && signer.reason && (
                  <p className="mt-1 text-xs break-words text-destructive">Motivo: {signer.reason}</p>
                )}
                {signer.is_me && signer.status === "pending" && request.status === "pending" && !signer.turn && (
                  <p className="mt-1 text-xs break-words text-muted-foreground">{NOT_YOUR_TURN_TEXT}</p>
                )}
              </div>
              <div className="shrink-0 text-right">
                <SignerStatusText status={signer.status} />
                {signer.signed_at && <p className="text-xs text-muted-foreground">{formatDate(signer.signed_at)}</p>}
              </div>
            </li>
          ))}
        </ListTag>
      </div>

      <footer className="mt-auto flex flex-wrap gap-2 border-t pt-4">
        {request.can.sign && (
          <Button size="sm" onClick={() => onSign(request.id)} aria-label={`Assinar ${request.title}`}>
            <PenLine aria-hidden="true" />
            Assinar
          </Button>
        )}
        {request.can.refuse && <RefuseDialog request={request} />}
        <Button asChild size="sm" variant="outline">
          <a href={request.view_url} target="_blank" rel="noopener" aria-label={`Visualizar ${request.title}`}>
            <Eye aria-hidden="true" />
            Visualizar
          </a>
        </Button>
        <Button asChild size="sm" variant="outline">
          <a
            href={request.download_url}
            download
            aria-label={`Baixar ${request.status === "signed" ? "PDF assinado de" : "PDF de"} ${request.title}`}
          >
            <Download aria-hidden="true" />
            Baixar
          </a>
        </Button>
        {request.can.resend && <ResendButton request={request} />}
        <SignatureEventsDialog request={request} />
        {request.can.void && <VoidDialog request={request} />}
      </footer>
    </article>
  );
}
