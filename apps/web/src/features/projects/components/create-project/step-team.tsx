import { useFieldArray, useFormContext } from "react-hook-form";
import { Plus, Trash2 } from "lucide-react";
import { TEAM_ROLE_LABELS, TEAM_ROLES } from "@alicerce/shared/projects";
import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/form";
import { EMPTY_MEMBER, type WizardValues } from "./wizard-form";

const ROLE_OPTIONS = TEAM_ROLES.map((r) => [r, TEAM_ROLE_LABELS[r]] as const);

export function StepTeam() {
  const { control } = useFormContext<WizardValues>();
  const team = useFieldArray({ control, name: "team" });

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        O membro com a função Gestor aparece como gestor do projeto. Quem tiver e-mail recebe um convite e, depois de
        aceitá-lo, poderá ver o projeto enquanto ele for privado.
      </p>
      {team.fields.length === 0 && <p className="text-sm text-muted-foreground">Nenhum membro adicionado.</p>}
      <ul className="grid gap-4">
        {team.fields.map((member, index) => {
          const id = (name: string) => `team-${index}-${name}`;
          return (
            <li key={member.id} className="grid gap-4 rounded-xl border p-4">
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-sm font-semibold">Membro {index + 1}</h3>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => team.remove(index)}
                  aria-label={`Remover membro ${index + 1}`}
                >
                  <Trash2 aria-hidden="true" />
                  Remover
                </Button>
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField<WizardValues> name={`team.${index}.name`} id={id("name")} label="Nome" autoComplete="off" />
                <SelectField<WizardValues>
                  name={`team.${index}.role`}
                  id={id("role")}
                  label="Função"
                  options={ROLE_OPTIONS}
                  placeholder="Selecione a função"
                />
                <TextField<WizardValues>
                  name={`team.${index}.experience`}
                  id={id("experience")}
                  label="Experiência"
                  placeholder="Ex.: 10 anos em obras residenciais"
                />
                <TextField<WizardValues>
                  name={`team.${index}.email`}
                  id={id("email")}
                  label="E-mail (opcional)"
                  type="email"
                  autoComplete="off"
                />
              </div>
            </li>
          );
        })}
      </ul>
      <div>
        <Button
          type="button"
          variant="outline"
          onClick={() => team.append({ ...EMPTY_MEMBER }, { focusName: `team.${team.fields.length}.name` })}
        >
          <Plus aria-hidden="true" />
          Adicionar membro
        </Button>
      </div>
    </div>
  );
}
