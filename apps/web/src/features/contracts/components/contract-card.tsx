import { Link } from "react-router";
import { Ban, Download, FileSignature, Pencil, type LucideIcon } from "lucide-react";
import { appRoutes } from "@alicerce/shared/routes";
import { formatBRL } from "@alicerce/shared/brazilian";
import { CONTRACT_TYPE_LABELS, contractCancelLock, contractTermsLock } from "@alicerce/shared/contracts";
import type { Contract } from "@alicerce/shared/schemas/contracts";
import { Fact, RecordCardHeader } from "@/components/list/record-card";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import { SendContractDialog, SignatureStatusBadge } from "@/features/signatures";
import { CancelContractDialog } from "./cancel-contract-dialog";
import { ContractFormDialog } from "./contract-form-dialog";
import { ContractStatusBadge } from "./contract-status-badge";

/** An action the server would refuse now: shown disabled, with the server's own reason beneath. */
function RefusedAction({
  id,
  icon: Icon,
  label,
  reason,
}: {
  id: string;
  icon: LucideIcon;
  label: string;
  reason: string;
}) {
  return (
    <div className="grid max-w-xs gap-1">
      <Button size="sm" variant="outline" disabled aria-describedby={id}>
        <Icon aria-hidden="true" />
        {label}
      </Button>
      <p id={id} className="text-xs break-words text-muted-foreground">
        {reason}
      </p>
    </div>
  );
}

/**
 * The contract's signature: "Enviar para assinatura" when it may go (it needs its PDF; again after a
 * refusal or expiry), else where its request stands, linked to the signatures screen.
 */
function SignatureAction({ contract }: { contract: Contract }) {
  const signature = contract.signature;
  if (signature && (signature.status === "pending" || signature.status === "signed")) {
    return (
      <Button asChild size="sm" variant="ghost">
        <Link
          to={`${appRoutes.signatures}?q=${encodeURIComponent(contract.name)}`}
          aria-label={`Ver assinatura de ${contract.name}`}
        >
          <FileSignature aria-hidden="true" />
          Assinatura:
          <SignatureStatusBadge status={signature.status} />
        </Link>
      </Button>
    );
  }
  if (!contract.file) {
    const reasonId = `contract-${contract.id}-signature-reason`;
    return (
      <div className="grid gap-1">
        <Button size="sm" variant="outline" disabled aria-describedby={reasonId}>
          <FileSignature aria-hidden="true" />
          Enviar para assinatura
        </Button>
        <p id={reasonId} className="text-xs text-muted-foreground">
          Anexe o PDF do contrato para enviá-lo.
        </p>
      </div>
    );
  }
  return <SendContractDialog contract={contract} />;
}

/** One contract of docs/product/legal-desk.md#contracts with every field, in BRL and dd/MM/yyyy. */
export function ContractCard({ contract }: { contract: Contract }) {
  const titleId = `contract-${contract.id}-title`;
  const cancelled = contract.status === "cancelado";
  // Terms frozen while a request is pending or once signed; a signed contract is not cancelled (decision 035).
  const termsLock = contractTermsLock(contract.signature?.status);
  const cancelLock = contractCancelLock(contract.signature?.status);
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm">
      <RecordCardHeader
        titleId={titleId}
        title={contract.name}
        project={contract.project.title}
        status={<ContractStatusBadge status={contract.status} />}
        type={CONTRACT_TYPE_LABELS[contract.type]}
      />

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
        <Fact label="Cliente">{contract.client_name}</Fact>
        <Fact label="Valor">{formatBRL(contract.value)}</Fact>
        <Fact label="Início">{formatDate(contract.start_date)}</Fact>
        <Fact label="Término">{formatDate(contract.end_date)}</Fact>
        <Fact label="Última modificação">{formatDate(contract.updated_at)}</Fact>
      </dl>

      {cancelled && contract.cancel_reason && (
        <p className="rounded-lg bg-destructive/5 p-3 text-sm break-words">
          <span className="font-medium">Motivo do cancelamento: </span>
          {contract.cancel_reason}
        </p>
      )}

      {(contract.file || !cancelled) && (
        <footer className="mt-auto flex flex-wrap gap-2 border-t pt-4">
          {contract.file && (
            <Button asChild size="sm" variant="outline">
              <a
                href={contract.file.download_url}
                download={contract.file.name}
                aria-label={`Baixar PDF de ${contract.name}`}
              >
                <Download aria-hidden="true" />
                Baixar PDF
              </a>
            </Button>
          )}
          {!cancelled && (
            <>
              {termsLock ? (
                <RefusedAction
                  id={`contract-${contract.id}-edit-reason`}
                  icon={Pencil}
                  label="Editar"
                  reason={termsLock}
                />
              ) : (
                <ContractFormDialog contract={contract} />
              )}
              <SignatureAction contract={contract} />
              {cancelLock ? (
                <RefusedAction
                  id={`contract-${contract.id}-cancel-reason`}
                  icon={Ban}
                  label="Cancelar contrato"
                  reason={cancelLock}
                />
              ) : (
                <CancelContractDialog contract={contract} />
              )}
            </>
          )}
        </footer>
      )}
    </article>
  );
}
