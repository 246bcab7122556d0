import { Share2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useIsMobile } from "@/hooks/use-is-mobile";
import { toast } from "@/hooks/use-toast";

/** Phones get the system share sheet; elsewhere the link goes to the clipboard. */
export function ShareButton({ title }: { title: string }) {
  const isMobile = useIsMobile();
  const share = async () => {
    const url = `${window.location.origin}${window.location.pathname}`;
    if (isMobile && typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
      } catch (error) {
        if ((error as DOMException).name !== "AbortError") console.error("Erro ao compartilhar:", error);
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Link copiado!", description: "O endereço do projeto está na área de transferência." });
    } catch {
      toast({ title: "Erro", description: "Não foi possível copiar o link.", variant: "destructive" });
    }
  };
  return (
    <Button variant="outline" onClick={share}>
      <Share2 aria-hidden="true" />
      Compartilhar
    </Button>
  );
}
