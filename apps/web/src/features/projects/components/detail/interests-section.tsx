import { Heart } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { SectionLoading } from "@/components/section-status";
import { QueryStates } from "@/components/list/query-states";
import { formatDate } from "@/lib/format";
import { useInterests } from "@/api/projects/get-interests";

/** Who clicked "Tenho interesse" (GET /api/projects/:id/interests). */
export function InterestsSection({ projectId }: { projectId: string }) {
  const query = useInterests(projectId, true);
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle role="heading" aria-level={2} className="flex items-center gap-2">
          <Heart className="size-5 text-primary" aria-hidden="true" />
          Interessados
        </CardTitle>
      </CardHeader>
      <CardContent>
        <QueryStates
          query={query}
          pending={<SectionLoading label="Carregando interessados..." />}
          errorTitle="Não foi possível carregar os interessados."
          compact
          isEmpty={(people) => people.length === 0}
          empty={<p className="text-sm text-muted-foreground">Ninguém demonstrou interesse ainda.</p>}
        >
          {(people) => (
            <ul className="divide-y">
              {people.map((person) => (
                <li key={person.user_id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
                  <div className="grid min-w-0">
                    <span className="truncate font-medium">{person.name}</span>
                    {person.email ? (
                      <a
                        href={`mailto:${person.email}`}
                        className="truncate text-xs text-primary underline-offset-4 hover:underline"
                      >
                        {person.email}
                      </a>
                    ) : (
                      // LGPD: the person did not choose to share their e-mail.
                      <span className="text-xs text-muted-foreground">E-mail não compartilhado</span>
                    )}
                  </div>
                  <span className="text-xs text-muted-foreground">{formatDate(person.created_at)}</span>
                </li>
              ))}
            </ul>
          )}
        </QueryStates>
      </CardContent>
    </Card>
  );
}
