import { BadgeCheck, ShieldAlert } from "lucide-react";
import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { initials } from "@/lib/format";

export function CreatorPanel({ project }: { project: ProjectDetail }) {
  const { creator } = project;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          Criador do projeto
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-center gap-3">
          <Avatar className="size-11">
            <AvatarFallback>{initials(creator.name)}</AvatarFallback>
          </Avatar>
          <div className="grid gap-1">
            <p className="font-medium">{creator.name}</p>
            {creator.verified ? (
              <span className="flex items-center gap-1 text-xs font-medium text-success">
                <BadgeCheck className="size-4" aria-hidden="true" />
                Verificado
              </span>
            ) : (
              <span className="flex items-center gap-1 text-xs text-muted-foreground">
                <ShieldAlert className="size-4" aria-hidden="true" />
                Não verificado
              </span>
            )}
          </div>
        </div>
        <dl className="text-sm">
          <dt className="text-xs text-muted-foreground">Gestor</dt>
          <dd className="font-medium">{project.manager}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}
