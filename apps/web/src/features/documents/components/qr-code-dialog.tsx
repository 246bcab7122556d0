import { useState } from "react";
import { Check, Copy, ExternalLink, QrCode } from "lucide-react";
import { appPaths } from "@alicerce/shared/routes";
import type { DocumentItem } from "@alicerce/shared/schemas/documents";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { toast } from "@/hooks/use-toast";

/** "QR Code": the public verification address of one version, as a QR Code (drawn by the server) and a link to copy. */
export function QrCodeDialog({ document }: { document: DocumentItem }) {
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}${appPaths.verify(document.verification_code)}`;
  const inputId = `qr-link-${document.id}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      toast({ title: "Link copiado", description: "O endereço de verificação está na área de transferência." });
    } catch {
      toast({
        title: "Não foi possível copiar",
        description: "Selecione o endereço e copie-o manualmente.",
        variant: "destructive",
      });
    }
  };

  return (
    <Dialog onOpenChange={() => setCopied(false)}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" aria-label={`QR Code de ${document.name}`}>
          <QrCode aria-hidden="true" />
          QR Code
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader className="min-w-0 break-words">
          <DialogTitle>QR Code de verificação</DialogTitle>
          <DialogDescription>
            {`${document.name} · versão ${document.version}. Quem ler o código confere, sem login, se uma cópia é exatamente este documento.`}
          </DialogDescription>
        </DialogHeader>
        <div className="grid min-w-0 gap-4">
          <img
            src={`/api/documents/${document.id}/qr`}
            alt={`QR Code com o endereço de verificação de ${document.name}`}
            width={240}
            height={240}
            className="mx-auto size-60 rounded-lg border bg-white p-2"
          />
          <div className="grid gap-1.5">
            <label htmlFor={inputId} className="text-sm font-medium">
              Endereço de verificação
            </label>
            <div className="flex min-w-0 gap-2">
              <Input id={inputId} readOnly value={link} onFocus={(e) => e.target.select()} className="min-w-0" />
              <Button type="button" variant="outline" onClick={copy} aria-label="Copiar link de verificação">
                {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                <span className="hidden sm:inline">{copied ? "Copiado" : "Copiar"}</span>
              </Button>
            </div>
          </div>
          <Button asChild variant="link" className="h-auto justify-start px-0">
            <a href={appPaths.verify(document.verification_code)} target="_blank" rel="noopener">
              <ExternalLink aria-hidden="true" />
              Abrir página de verificação
            </a>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
