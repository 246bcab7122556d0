import { useState } from "react";
import { ArrowDown, ArrowUp, Loader2, Plus, Trash2 } from "lucide-react";
import { PHASE_STATUS_LABELS, PHASE_STATUSES, type PhaseStatus } from "@alicerce/shared/projects";
import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import { Button } from "@/components/ui/button";
import { fieldAria, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/hooks/use-toast";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { useUpdatePhases } from "@/api/projects/update-phases";

type Draft = {
  key: string;
  name: string;
  description: string;
  start_date: string;
  end_date: string;
  status: PhaseStatus;
};

let counter = 0;
const newKey = () => `phase-${++counter}`;

/** The creator's timeline editor: add, remove, reorder, change status; saved as a whole (PUT). */
export function PhasesEditor({ project, onDone }: { project: ProjectDetail; onDone: () => void }) {
  const [drafts, setDrafts] = useState<Draft[]>(() =>
    project.phases.map((p) => ({
      key: newKey(),
      name: p.name,
      description: p.description ?? "",
      start_date: p.start_date ?? "",
      end_date: p.end_date ?? "",
      status: p.status,
    })),
  );
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const save = useUpdatePhases(project.id);

  const update = (key: string, change: Partial<Draft>) =>
    setDrafts((ds) => ds.map((d) => (d.key === key ? { ...d, ...change } : d)));
  const move = (index: number, by: -1 | 1) =>
    setDrafts((ds) => {
      const next = [...ds];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });

  const onSave = () => {
    setFieldErrors({});
    save.mutate(
      {
        phases: drafts.map((d) => ({
          name: d.name.trim(),
          description: d.description.trim() || null,
          start_date: d.start_date || null,
          end_date: d.end_date || null,
          status: d.status,
        })),
      },
      {
        onSuccess: () => {
          toast({ title: "Cronograma atualizado!", description: "As etapas do projeto foram salvas." });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.fields) setFieldErrors(error.fields);
          toast({ title: "Erro", description: errorMessage(error), variant: "destructive" });
        },
      },
    );
  };

  const err = (index: number, field: string) => fieldErrors[`phases.${index}.${field}`]?.join(" ");

  return (
    <div className="grid gap-4">
      {drafts.length === 0 && (
        <p className="text-sm text-muted-foreground">Nenhuma etapa. Adicione a primeira abaixo.</p>
      )}
      <ol className="grid gap-4">
        {drafts.map((d, index) => {
          const id = (name: string) => `edit-phase-${d.key}-${name}`;
          return (
            <li key={d.key} className="grid gap-4 rounded-xl border p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h4 className="text-sm font-semibold">Etapa {index + 1}</h4>
                <div className="flex gap-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    aria-label={`Mover etapa ${index + 1} para cima`}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    disabled={index === drafts.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={`Mover etapa ${index + 1} para baixo`}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    onClick={() => setDrafts((ds) => ds.filter((x) => x.key !== d.key))}
                    aria-label={`Remover etapa ${index + 1}`}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </div>
              <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
                <FormField id={id("name")} label="Nome da etapa" error={err(index, "name")}>
                  <Input
                    value={d.name}
                    onChange={(e) => update(d.key, { name: e.target.value })}
                    {...fieldAria(id("name"), err(index, "name"))}
                  />
                </FormField>
                <FormField id={id("status")} label="Status">
                  <Select value={d.status} onValueChange={(status) => update(d.key, { status: status as PhaseStatus })}>
                    <SelectTrigger id={id("status")}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {PHASE_STATUSES.map((s) => (
                        <SelectItem key={s} value={s}>
                          {PHASE_STATUS_LABELS[s]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </FormField>
              </div>
              <FormField id={id("description")} label="Descrição (opcional)" error={err(index, "description")}>
                <Textarea
                  rows={2}
                  value={d.description}
                  onChange={(e) => update(d.key, { description: e.target.value })}
                  {...fieldAria(id("description"), err(index, "description"))}
                />
              </FormField>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField id={id("start")} label="Início" error={err(index, "start_date")}>
                  <Input
                    type="date"
                    value={d.start_date}
                    onChange={(e) => update(d.key, { start_date: e.target.value })}
                    {...fieldAria(id("start"), err(index, "start_date"))}
                  />
                </FormField>
                <FormField id={id("end")} label="Fim" error={err(index, "end_date")}>
                  <Input
                    type="date"
                    value={d.end_date}
                    onChange={(e) => update(d.key, { end_date: e.target.value })}
                    {...fieldAria(id("end"), err(index, "end_date"))}
                  />
                </FormField>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-between">
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            setDrafts((ds) => [
              ...ds,
              { key: newKey(), name: "", description: "", start_date: "", end_date: "", status: "pending" },
            ])
          }
        >
          <Plus aria-hidden="true" />
          Adicionar etapa
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button type="button" variant="ghost" onClick={onDone} disabled={save.isPending}>
            Cancelar
          </Button>
          <Button type="button" onClick={onSave} disabled={save.isPending}>
            {save.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {save.isPending ? "Salvando..." : "Salvar cronograma"}
          </Button>
        </div>
      </div>
    </div>
  );
}
