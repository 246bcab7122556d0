import { useState } from "react";
import { ClipboardCheck } from "lucide-react";
import { PROJECT_TYPES, PROJECT_TYPE_LABELS, type ProjectType } from "@alicerce/shared/projects";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { QueryStates } from "@/components/list/query-states";
import { Progress } from "@/components/ui/progress";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { useChecklist } from "@/api/learning/get-checklist";
import { useSetChecklistTick } from "@/api/learning/set-checklist-tick";

/**
 * docs/product/learn.md#tools: the documents a project of the chosen type needs. Each tick is saved
 * on the server for this user only, so it is there on the next visit and on another device.
 */
export function DocumentChecklist() {
  const [projectType, setProjectType] = useState<ProjectType>("apartamentos");
  const query = useChecklist(projectType);
  const tick = useSetChecklistTick(projectType);
  const items = query.data?.items ?? [];
  const done = items.filter((i) => i.checked).length;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <ClipboardCheck className="size-5 text-primary" aria-hidden="true" />
          <h3>Checklist de documentos</h3>
        </CardTitle>
        <CardDescription>
          Marque os documentos que você já conferiu. Suas marcações ficam salvas na sua conta.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-2 sm:max-w-xs">
          <label htmlFor="checklist-project-type" className="text-sm font-medium">
            Tipo de projeto
          </label>
          <Select value={projectType} onValueChange={(v) => setProjectType(v as ProjectType)}>
            <SelectTrigger id="checklist-project-type" className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PROJECT_TYPES.map((type) => (
                <SelectItem key={type} value={type}>
                  {PROJECT_TYPE_LABELS[type]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <QueryStates
          query={query}
          pending={
            <div className="grid gap-3" aria-hidden="true">
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} className="h-12 w-full" />
              ))}
            </div>
          }
          errorTitle="Não foi possível carregar a checklist."
        >
          {() => (
            <div className="grid gap-4">
              <div className="grid gap-2">
                <p className="text-sm font-medium" aria-live="polite" data-testid="checklist-progress">
                  {done} de {items.length} documentos conferidos
                </p>
                <Progress value={done} max={items.length || 1} aria-label="Documentos conferidos" />
              </div>
              <ul className="grid gap-2">
                {items.map((item) => {
                  const id = `checklist-${item.id}`;
                  return (
                    <li key={item.id} className="flex items-start gap-3 rounded-lg border p-3">
                      <Checkbox
                        id={id}
                        checked={item.checked}
                        aria-describedby={`${id}-description`}
                        onCheckedChange={(checked) => tick.mutate({ itemId: item.id, checked: checked === true })}
                        className="mt-0.5"
                      />
                      <div className="grid gap-0.5">
                        <label htmlFor={id} className="text-sm leading-snug font-medium">
                          {item.title}
                        </label>
                        <p id={`${id}-description`} className="text-sm text-muted-foreground">
                          {item.description}
                        </p>
                      </div>
                    </li>
                  );
                })}
              </ul>
            </div>
          )}
        </QueryStates>
      </CardContent>
    </Card>
  );
}
