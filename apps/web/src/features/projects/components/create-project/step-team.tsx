import { Controller, useFieldArray, useFormContext } from "react-hook-form";
import { Plus, Trash2 } from "lucide-react";
import { TEAM_ROLE_LABELS, TEAM_ROLES } from "@alicerce/shared/projects";
import { Button } from "@/components/ui/button";
import { fieldAria, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { EMPTY_MEMBER, type WizardValues } from "./wizard-form";

export function StepTeam() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<WizardValues>();
  const team = useFieldArray({ control, name: "team" });

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        O membro com a função Gestor aparece como gestor do projeto. Quem tiver o e-mail de uma conta da plataforma
        poderá ver o projeto enquanto ele for privado.
      </p>
      {team.fields.length === 0 && <p className="text-sm text-muted-foreground">Nenhum membro adicionado.</p>}
      <ul className="grid gap-4">
        {team.fields.map((member, index) => {
          const e = errors.team?.[index];
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
                <FormField id={id("name")} label="Nome" error={e?.name?.message}>
                  <Input
                    autoComplete="off"
                    {...fieldAria(id("name"), e?.name?.message)}
                    {...register(`team.${index}.name`)}
                  />
                </FormField>
                <FormField id={id("role")} label="Função" error={e?.role?.message}>
                  <Controller
                    control={control}
                    name={`team.${index}.role`}
                    render={({ field }) => (
                      <Select value={field.value || undefined} onValueChange={field.onChange}>
                        <SelectTrigger ref={field.ref} {...fieldAria(id("role"), e?.role?.message)}>
                          <SelectValue placeholder="Selecione a função" />
                        </SelectTrigger>
                        <SelectContent>
                          {TEAM_ROLES.map((r) => (
                            <SelectItem key={r} value={r}>
                              {TEAM_ROLE_LABELS[r]}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                    )}
                  />
                </FormField>
                <FormField id={id("experience")} label="Experiência" error={e?.experience?.message}>
                  <Input
                    placeholder="Ex.: 10 anos em obras residenciais"
                    {...fieldAria(id("experience"), e?.experience?.message)}
                    {...register(`team.${index}.experience`)}
                  />
                </FormField>
                <FormField id={id("email")} label="E-mail (opcional)" error={e?.email?.message}>
                  <Input
                    type="email"
                    autoComplete="off"
                    {...fieldAria(id("email"), e?.email?.message)}
                    {...register(`team.${index}.email`)}
                  />
                </FormField>
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
