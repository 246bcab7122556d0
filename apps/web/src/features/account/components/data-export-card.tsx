import { Download, Loader2 } from "lucide-react";
import type { DataExport } from "@alicerce/shared/schemas/privacy";
import { dateAndTime, dayOf } from "@alicerce/shared/sao-paulo-time";
import { ConfirmAction } from "@/components/confirm-action";
import { QueryStates } from "@/components/list/query-states";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { useDataExports, useRequestDataExport } from "@/api/account/privacy";

/** "Baixar meus dados" (docs/product/privacy.md#export): a ZIP of the account's data, by e-mailed link. */
export function DataExportCard() {
  const query = useDataExports();
  const request = useRequestDataExport();
  const pending = query.data?.items.some((item) => item.status === "pending") ?? false;

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Baixar meus dados</h2>
        </CardTitle>
        <CardDescription>
          Um arquivo ZIP com seus dados no Alicerce (perfil, projetos, investimentos, cotações, documentos, mensagens
          que você enviou, assinaturas, notificações) e os arquivos que você enviou. Quando estiver pronto, enviamos um
          link para o seu email, válido por 7 dias.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ConfirmAction
          label="Baixar meus dados"
          icon={<Download aria-hidden="true" />}
          title="Preparar seus dados?"
          description="Vamos reunir seus dados em um arquivo ZIP. Você receberá um email com o link para baixar; o link só funciona com a sua conta conectada."
          confirmLabel="Preparar meus dados"
          pending={request.isPending}
          disabledReason={pending ? "Seus dados já estão sendo preparados." : null}
          onConfirm={() => request.mutate(undefined, { onSuccess: (answer) => toast({ title: answer.message }) })}
          variant="outline"
          layout="inline"
        />
        <QueryStates
          query={query}
          pending={<Skeleton role="status" aria-label="Carregando pedidos..." className="h-12 w-full" />}
          errorTitle="Não foi possível carregar seus pedidos."
          empty={null}
        >
          {(data) => (
            <ul className="grid gap-2" aria-label="Pedidos de dados">
              {data.items.map((item) => (
                <ExportRow key={item.id} item={item} />
              ))}
            </ul>
          )}
        </QueryStates>
      </CardContent>
    </Card>
  );
}

function ExportRow({ item }: { item: DataExport }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm">
      <span>Pedido em {dateAndTime(item.requested_at)}</span>
      <span className="text-muted-foreground">{exportState(item)}</span>
    </li>
  );
}

/** What a request is at: being prepared, its link in the mailbox (until when), expired or failed. */
function exportState(item: DataExport) {
  if (item.status === "pending") {
    return (
      <span className="inline-flex items-center gap-2" role="status">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        Preparando seus dados…
      </span>
    );
  }
  if (item.status === "failed") return "Não foi possível preparar seus dados. Peça novamente.";
  if (item.available && item.expires_at) {
    return `Pronto: baixe pelo link enviado para o seu email (válido até ${dayOf(item.expires_at)}).`;
  }
  return "Link expirado.";
}
