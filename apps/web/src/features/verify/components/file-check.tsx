import { useRef, useState, type ChangeEvent, type DragEvent } from "react";
import { CheckCircle2, FileUp, Loader2, ShieldAlert, XCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { formatFileSize } from "@/lib/format";
import { sha256OfFile } from "./sha256-of-file";

/** Which stored file a dropped file turned out to be. */
type Match = "document" | "signed" | "original" | "none";

type Check =
  | { state: "idle" }
  | { state: "hashing"; name: string }
  | { state: "done"; name: string; size: number; hash: string; match: Match }
  | { state: "unsupported" }
  | { state: "failed"; name: string };

/** The verdict's headline and explanation, for a document with or without a signed copy. */
function verdict(match: Match, documentName: string, signed: boolean): { title: string; detail?: string } {
  switch (match) {
    case "signed":
      return {
        title: "Confere com o documento assinado",
        detail: `O arquivo é exatamente o PDF assinado de "${documentName}", com a página de certificado e o selo digital.`,
      };
    case "original":
      return {
        title: "Confere com o documento original",
        detail:
          "O arquivo é o PDF enviado para assinatura, sem a página de certificado nem o selo. A versão assinada pode ser baixada por quem assinou.",
      };
    case "document":
      return { title: `O arquivo confere: é exatamente o documento "${documentName}".` };
    case "none":
      return signed
        ? {
            title: "O arquivo não confere",
            detail: `Ele não é o documento "${documentName}" assinado nem o original enviado para assinatura.`,
          }
        : { title: `O arquivo não confere: ele não é o documento "${documentName}".` };
  }
}

/**
 * "Confira um arquivo": drop or choose a file and its SHA-256, computed in the browser, is compared
 * with the stored document's and, for a signed contract, with its sealed PDF's. Nothing is uploaded.
 */
export function FileCheck({
  expectedSha256,
  signedSha256 = null,
  documentName,
}: {
  /** The document as uploaded: for a contract, the original sent for signature. */
  expectedSha256: string;
  /** The sealed signed PDF, once every signer signed. */
  signedSha256?: string | null;
  documentName: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [check, setCheck] = useState<Check>({ state: "idle" });
  const [dragging, setDragging] = useState(false);

  const examine = async (file: File | undefined) => {
    if (!file) return;
    setCheck({ state: "hashing", name: file.name });
    try {
      const hash = await sha256OfFile(file);
      if (!hash) return setCheck({ state: "unsupported" });
      const match: Match =
        signedSha256 && hash === signedSha256
          ? "signed"
          : hash === expectedSha256
            ? signedSha256
              ? "original"
              : "document"
            : "none";
      setCheck({ state: "done", name: file.name, size: file.size, hash, match });
    } catch {
      setCheck({ state: "failed", name: file.name });
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void examine(event.dataTransfer.files[0]);
  };
  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    void examine(event.target.files?.[0]);
    event.target.value = "";
  };

  return (
    <section aria-labelledby="file-check-title" className="grid min-w-0 gap-4">
      <div>
        <h2 id="file-check-title" className="text-lg font-semibold">
          Confira um arquivo
        </h2>
        <p className="text-sm text-muted-foreground">
          Arraste aqui o arquivo que você recebeu para saber se ele é exatamente este documento. A conferência é feita
          no seu navegador: o arquivo não é enviado a lugar nenhum.
        </p>
      </div>
      <div
        data-testid="file-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center transition-colors sm:p-8",
          dragging ? "border-primary bg-primary/5" : "border-border",
        )}
      >
        <FileUp className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm">Solte o arquivo aqui ou</p>
        <input
          ref={input}
          id="file-check-input"
          type="file"
          onChange={onChoose}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="file-check-input"
        />
        <Button type="button" variant="outline" onClick={() => input.current?.click()}>
          Escolher arquivo
        </Button>
      </div>
      <div aria-live="polite" className="min-w-0">
        {check.state === "hashing" && (
          <p className="flex items-center gap-2 text-sm" role="status">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            {`Calculando o SHA-256 de ${check.name}...`}
          </p>
        )}
        {check.state === "unsupported" && (
          <p className="flex items-start gap-2 text-sm text-destructive" role="alert">
            <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Este navegador não permite calcular o SHA-256 nesta página. Abra o endereço com https ou use outro
            navegador.
          </p>
        )}
        {check.state === "failed" && (
          <p className="flex items-start gap-2 text-sm text-destructive" role="alert">
            <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {`Não foi possível ler o arquivo ${check.name}. Tente novamente.`}
          </p>
        )}
        {check.state === "done" && (
          <CheckResult check={check} said={verdict(check.match, documentName, Boolean(signedSha256))} />
        )}
      </div>
    </section>
  );
}

function CheckResult({
  check,
  said,
}: {
  check: Extract<Check, { state: "done" }>;
  said: { title: string; detail?: string };
}) {
  const matches = check.match !== "none";
  return (
    <div
      data-testid="file-check-result"
      className={cn(
        "grid min-w-0 gap-2 rounded-xl border p-4",
        matches ? "border-success/40 bg-success/10" : "border-destructive/40 bg-destructive/5",
      )}
    >
      <p className={cn("flex items-start gap-2 font-semibold", matches ? "text-success" : "text-destructive")}>
        {matches ? (
          <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        ) : (
          <XCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        )}
        {said.title}
      </p>
      {said.detail && <p className="text-sm break-words">{said.detail}</p>}
      <p className="text-sm break-words">{`${check.name} · ${formatFileSize(check.size)}`}</p>
      <p className="font-mono text-xs break-all text-muted-foreground">{`SHA-256 do arquivo: ${check.hash}`}</p>
    </div>
  );
}
