import { Monitor } from "lucide-react";
import type { AccountSession } from "@alicerce/shared/schemas/account";
import { dateAndTime } from "@alicerce/shared/sao-paulo-time";
import { ConfirmAction } from "@/components/confirm-action";
import { QueryStates } from "@/components/list/query-states";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import { useAccountSessions, useEndSessions } from "@/api/account/sessions";

/** "Sessões ativas" (docs/product/account-and-notifications.md#sessions): where the account is logged in. */
export function ActiveSessions() {
  const query = useAccountSessions();
  const end = useEndSessions();
  const run = (which: { id: string } | "others") =>
    end.mutate(which, { onSuccess: (answer) => toast({ title: answer.message }) });
  const others = query.data?.items.filter((s) => !s.current) ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Sessões ativas</h2>
        </CardTitle>
        <CardDescription>
          Os dispositivos em que sua conta está conectada. Encerre os que você não reconhece e troque a senha.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <QueryStates
          query={query}
          pending={
            <div role="status" aria-label="Carregando sessões..." className="grid gap-2">
              <Skeleton className="h-14 w-full" />
              <Skeleton className="h-14 w-full" />
            </div>
          }
          errorTitle="Não foi possível carregar as sessões."
        >
          {(data) => (
            <>
              <ul className="grid gap-2" aria-label="Sessões da conta">
                {data.items.map((session) => (
                  <SessionRow key={session.id} session={session} pending={end.isPending} onEnd={() => run(session)} />
                ))}
              </ul>
              {others.length > 0 && (
                <ConfirmAction
                  label="Encerrar todas as outras"
                  title="Encerrar todas as outras sessões?"
                  description="Os outros dispositivos precisarão entrar de novo com email e senha."
                  confirmLabel="Encerrar"
                  pending={end.isPending}
                  onConfirm={() => run("others")}
                  destructive
                  layout="inline"
                />
              )}
            </>
          )}
        </QueryStates>
      </CardContent>
    </Card>
  );
}

function SessionRow({ session, pending, onEnd }: { session: AccountSession; pending: boolean; onEnd: () => void }) {
  const place = [session.ip_address, `último uso em ${dateAndTime(session.last_used_at)}`].filter(Boolean).join(" · ");
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3">
      <div className="flex min-w-0 items-center gap-3">
        <Monitor className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {session.device}
            {session.current && <Badge variant="secondary">Este dispositivo</Badge>}
          </p>
          <p className="text-sm break-words text-muted-foreground">{place}</p>
        </div>
      </div>
      {!session.current && (
        <ConfirmAction
          label="Encerrar"
          accessibleLabel={`Encerrar a sessão ${session.device}`}
          title="Encerrar esta sessão?"
          description={`${session.device} precisará entrar de novo com email e senha.`}
          confirmLabel="Encerrar"
          pending={pending}
          onConfirm={onEnd}
          destructive
          layout="inline"
        />
      )}
    </li>
  );
}
