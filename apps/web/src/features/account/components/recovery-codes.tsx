import { Copy, Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";

/** The codes as a text file the person keeps somewhere safe (a password manager, a printout). */
function download(codes: string[]) {
  const text = [
    "Alicerce: códigos de recuperação da verificação em duas etapas",
    "Cada código vale uma vez. Guarde-os em um lugar seguro.",
    "",
    ...codes,
    "",
  ].join("\n");
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = "alicerce-codigos-de-recuperacao.txt";
  link.click();
  URL.revokeObjectURL(url);
}

/** The 10 recovery codes, shown once: each opens the login once when the phone is not at hand. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      toast({ title: "Códigos copiados." });
    } catch {
      toast({
        title: "Não foi possível copiar.",
        description: "Baixe os códigos ou anote-os.",
        variant: "destructive",
      });
    }
  };
  return (
    <div className="grid gap-4">
      <p className="text-sm">
        Guarde estes códigos de recuperação. Se você perder o celular, cada um permite entrar uma vez.{" "}
        <strong>Eles não serão mostrados de novo.</strong>
      </p>
      <ul
        aria-label="Códigos de recuperação"
        className="grid grid-cols-2 gap-2 rounded-lg border bg-muted/40 p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => download(codes)}>
          <Download aria-hidden="true" />
          Baixar códigos
        </Button>
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copiar códigos
        </Button>
        <Button type="button" className="sm:ml-auto" onClick={onDone}>
          Concluir
        </Button>
      </div>
    </div>
  );
}
