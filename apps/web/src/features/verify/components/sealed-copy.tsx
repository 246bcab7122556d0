import { BadgeCheck } from "lucide-react";
import type { PublicVerification } from "@alicerce/shared/schemas/documents";
import { evidenceMoment } from "@alicerce/shared/sao-paulo-time";
import { formatFileSize } from "@/lib/format";

type Signed = NonNullable<PublicVerification["signed"]>;

/**
 * "23/11/2026 12:04:05 (horário de Brasília)": the same clock as the certificate page, whatever the
 * visitor's time zone, so the two can be compared line by line.
 */
export function formatMoment(iso: string): string {
  return evidenceMoment(iso);
}

/**
 * The signed PDF of a completed signature request (docs/product/documents-and-signatures.md#public-verification):
 * its SHA-256, when the platform sealed it, and who signed. CPFs arrive partly hidden from the server.
 */
export function SealedCopy({ signed }: { signed: Signed }) {
  return (
    <section
      aria-labelledby="sealed-copy"
      className="grid min-w-0 gap-4 rounded-xl border border-success/40 bg-card p-5 shadow-sm sm:p-6"
    >
      <div>
        <h2 id="sealed-copy" className="flex items-center gap-2 text-lg font-semibold">
          <BadgeCheck className="size-5 shrink-0 text-success" aria-hidden="true" />
          Documento assinado e selado
        </h2>
        <p className="text-sm text-muted-foreground">
          O PDF assinado reúne o documento original e a página de certificado com as assinaturas, e leva o selo digital
          da plataforma Alicerce: qualquer alteração no arquivo invalida o selo, e leitores de PDF como o Adobe Reader
          passam a indicar a assinatura como inválida.
        </p>
      </div>
      <dl className="grid min-w-0 gap-4 sm:grid-cols-2">
        <div className="grid min-w-0 gap-0.5">
          <dt className="text-sm text-muted-foreground">Selado em</dt>
          <dd className="font-medium">{formatMoment(signed.sealed_at)}</dd>
        </div>
        <div className="grid min-w-0 gap-0.5">
          <dt className="text-sm text-muted-foreground">Arquivo assinado</dt>
          <dd className="font-medium">{`PDF · ${formatFileSize(signed.size)}`}</dd>
        </div>
        <div className="grid min-w-0 gap-0.5 sm:col-span-2">
          <dt className="text-sm text-muted-foreground">SHA-256 do documento assinado</dt>
          <dd className="font-mono text-sm break-all" data-testid="signed-sha256">
            {signed.sha256}
          </dd>
        </div>
      </dl>
      <div className="grid min-w-0 gap-2">
        <h3 className="font-semibold">Signatários</h3>
        <ul className="grid min-w-0 gap-2" aria-label="Signatários">
          {signed.signers.map((signer, index) => (
            <li key={`${index}-${signer.name}`} className="grid min-w-0 gap-0.5 rounded-lg border p-3">
              <p className="font-medium break-words">{signer.name}</p>
              <p className="text-sm text-muted-foreground">
                <span className="sr-only">CPF parcialmente oculto: </span>
                <span aria-hidden="true">CPF </span>
                {signer.cpf}
              </p>
              <p className="text-sm text-muted-foreground">{`Assinou em ${formatMoment(signer.signed_at)}`}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
