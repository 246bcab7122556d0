import { FileUp } from "lucide-react";
import { UploadField } from "@/components/form";
import { toast } from "@/hooks/use-toast";
import { useImportStatement } from "@/api/reconciliation/mutations";
import { importedText } from "./reconciliation-texts";

/**
 * "Importar extrato": the escrow account's OFX, screened like every file field (10 MB, .ofx, text that
 * opens as an OFX) and sent at once; the server refuses another account's, a contradicting line and the rest.
 */
export function StatementImport() {
  const importing = useImportStatement();
  return (
    <UploadField
      legend="Extrato da conta de custódia (OFX)"
      hintId="statement-import-hint"
      hint={
        <>
          <FileUp className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Envie o arquivo OFX exportado pelo banco. Cada lançamento é guardado uma vez, mesmo que reenviado.
          </span>
        </>
      }
      picker={{
        kind: "statement",
        room: 1,
        multiple: false,
        tooMany: "Envie um extrato por vez.",
        variant: "outline",
        disabled: importing.isPending,
        input: { testId: "statement-input", label: "Arquivo OFX do extrato" },
        onFiles: ([file]) => {
          if (!file) return;
          importing.mutate(file, {
            onSuccess: (result) =>
              toast({ title: "Extrato importado", description: importedText(result.new_lines, result.known_lines) }),
          });
        },
        children: importing.isPending ? "Importando..." : "Importar extrato",
      }}
      variant="rows"
      count={0}
    >
      {null}
    </UploadField>
  );
}
