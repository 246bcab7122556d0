import {
  useController,
  useFieldArray,
  useFormContext,
  type ArrayPath,
  type FieldValues,
  type Path,
} from "react-hook-form";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { maskCpf } from "@alicerce/shared/brazilian";
import { MAX_SIGNERS } from "@alicerce/shared/signatures";
import { MaskedTextField, TextField } from "@/components/form";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";

type WithSigners = FieldValues & { signers: { name: string; email: string; cpf: string }[]; sequential: boolean };

/**
 * "Assinatura em ordem": the signers sign in the numbered order of the list below, each invited
 * once the previous one has signed (decision 035).
 */
function SigningOrderSwitch<T extends WithSigners>({ prefix }: { prefix: string }) {
  const { control } = useFormContext<T>();
  const { field } = useController<T>({ control, name: "sequential" as Path<T> });
  const id = `${prefix}-sequential`;
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border p-3">
      <div className="grid gap-1">
        <Label htmlFor={id}>Assinatura em ordem</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          Cada pessoa recebe o convite só depois que a anterior na lista assinar.
        </p>
      </div>
      <Switch
        id={id}
        checked={Boolean(field.value)}
        onCheckedChange={field.onChange}
        onBlur={field.onBlur}
        aria-describedby={`${id}-hint`}
      />
    </div>
  );
}

/**
 * The people asked to sign: a name, an e-mail and a CPF each (the CPF optional, required for
 * investment and SCP contracts: then only that CPF may sign), at least one, added, removed and
 * moved up or down in place; the list's numbers are the signing order when "Assinatura em ordem" is on.
 */
export function SignersField<T extends WithSigners>({ prefix, cpfRequired }: { prefix: string; cpfRequired: boolean }) {
  const { control, formState } = useFormContext<T>();
  const signers = useFieldArray<T>({ control, name: "signers" as ArrayPath<T> });
  const listError =
    (formState.errors.signers as { message?: string; root?: { message?: string } } | undefined)?.root?.message ??
    (formState.errors.signers as { message?: string } | undefined)?.message;
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-2 text-sm font-medium">Signatários</legend>
      <SigningOrderSwitch<T> prefix={prefix} />
      <ol className="grid gap-3">
        {signers.fields.map((field, index) => (
          <li key={field.id} className="grid min-w-0 gap-3 rounded-lg border p-3">
            <div className="flex items-center justify-between gap-2">
              <span className="text-sm font-semibold">Signatário {index + 1}</span>
              <div className="flex flex-wrap items-center gap-1">
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={index === 0}
                  onClick={() => signers.move(index, index - 1)}
                  aria-label={`Mover signatário ${index + 1} para cima`}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={index === signers.fields.length - 1}
                  onClick={() => signers.move(index, index + 1)}
                  aria-label={`Mover signatário ${index + 1} para baixo`}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={signers.fields.length === 1}
                  onClick={() => signers.remove(index)}
                  aria-label={`Remover signatário ${index + 1}`}
                >
                  <Trash2 aria-hidden="true" />
                  <span className="hidden sm:inline">Remover</span>
                </Button>
              </div>
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField<T>
                name={`signers.${index}.name` as Path<T>}
                id={`${prefix}-signer-${index}-name`}
                label="Nome"
                autoComplete="off"
              />
              <TextField<T>
                name={`signers.${index}.email` as Path<T>}
                id={`${prefix}-signer-${index}-email`}
                label="E-mail"
                type="email"
                autoComplete="off"
              />
              <MaskedTextField<T>
                name={`signers.${index}.cpf` as Path<T>}
                id={`${prefix}-signer-${index}-cpf`}
                label={cpfRequired ? "CPF" : "CPF (opcional)"}
                mask={maskCpf}
                inputMode="numeric"
                placeholder="000.000.000-00"
                hint={
                  cpfRequired
                    ? "Obrigatório em contratos de investimento e de SCP: só este CPF poderá assinar."
                    : "Se informado, só a conta com este CPF poderá assinar."
                }
              />
            </div>
          </li>
        ))}
      </ol>
      {listError && (
        <p role="alert" className="text-sm text-destructive">
          {listError}
        </p>
      )}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={signers.fields.length >= MAX_SIGNERS}
          onClick={() =>
            signers.append({ name: "", email: "", cpf: "" } as never, {
              focusName: `signers.${signers.fields.length}.name`,
            })
          }
        >
          <Plus aria-hidden="true" />
          Adicionar signatário
        </Button>
      </div>
    </fieldset>
  );
}
