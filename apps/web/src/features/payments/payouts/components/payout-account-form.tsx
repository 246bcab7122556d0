import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import type { z } from "zod";
import { PIX_KEY_TYPE_LABELS, PIX_KEY_TYPES } from "@alicerce/shared/pix-keys";
import {
  savePayoutAccountInputSchema,
  type PayoutAccountState,
  type SavePayoutAccountInput,
} from "@alicerce/shared/schemas/payments-payouts";
import { applyServerErrors, Form, SelectField, TextField } from "@/components/form";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";
import { useSavePayoutAccount } from "@/api/payments/payouts";
import { errorMessage } from "@/lib/api-client";

type FormInput = z.input<typeof savePayoutAccountInputSchema>;
type FormOutput = z.output<typeof savePayoutAccountInputSchema>;

const KEY_TYPE_OPTIONS = PIX_KEY_TYPES.map((type) => [type, PIX_KEY_TYPE_LABELS[type]] as const);
const HOLDER_OPTIONS = [
  ["person", "Eu (meu CPF)"],
  ["company", "Minha empresa (CNPJ)"],
] as const;
const FIELDS = new Set(["key_type", "key", "holder_kind", "company_name", "company_cnpj", "current_password"]);

const KEY_PLACEHOLDERS: Record<string, string> = {
  cpf: "000.000.000-00",
  cnpj: "00.000.000/0000-00",
  email: "voce@exemplo.com",
  phone: "(11) 98765-4321",
  evp: "123e4567-e89b-12d3-a456-426614174000",
};

/**
 * "Salvar chave Pix": the key, who holds it (a creator may name a company) and the current password. The
 * shared rule (packages/shared/src/pix-keys.ts) refuses a wrong key before sending; the server's refusals
 * (another person's CPF, a wrong password) show under their field, and what was typed stays.
 */
export function PayoutAccountForm({ state }: { state: PayoutAccountState }) {
  const save = useSavePayoutAccount();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(savePayoutAccountInputSchema),
    defaultValues: {
      key_type: state.account?.key_type ?? "cpf",
      key: "",
      holder_kind: state.account?.holder_kind ?? "person",
      company_name: state.account?.holder_kind === "company" ? state.account.holder_name : "",
      company_cnpj: state.account?.holder_kind === "company" ? state.account.holder_document : "",
      current_password: "",
    },
    mode: "onSubmit",
  });
  const holderKind = useWatch({ control: form.control, name: "holder_kind" });
  const keyType = useWatch({ control: form.control, name: "key_type" });

  const onSubmit = form.handleSubmit(async () => {
    const typed: SavePayoutAccountInput = form.getValues();
    try {
      await save.mutateAsync(
        typed.holder_kind === "company" ? typed : { ...typed, company_name: undefined, company_cnpj: undefined },
      );
      form.resetField("current_password");
      form.resetField("key");
      toast({ title: "Chave Pix salva", description: "Os próximos pagamentos a você serão enviados para ela." });
    } catch (error) {
      const { applied } = applyServerErrors(form, error, (path) => FIELDS.has(path));
      if (applied.length === 0) toast({ title: "Erro", description: errorMessage(error), variant: "destructive" });
    }
  });

  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {state.may_use_company && (
          <SelectField<FormInput>
            name="holder_kind"
            id="payout-holder-kind"
            label="Titular da conta"
            options={HOLDER_OPTIONS}
          />
        )}
        <SelectField<FormInput> name="key_type" id="payout-key-type" label="Tipo de chave" options={KEY_TYPE_OPTIONS} />
        <TextField<FormInput>
          name="key"
          id="payout-key"
          label="Chave Pix"
          autoComplete="off"
          placeholder={KEY_PLACEHOLDERS[keyType] ?? ""}
        />
        {holderKind === "company" && (
          <>
            <TextField<FormInput> name="company_name" id="payout-company-name" label="Razão social" />
            <TextField<FormInput>
              name="company_cnpj"
              id="payout-company-cnpj"
              label="CNPJ da empresa"
              inputMode="numeric"
              placeholder="00.000.000/0000-00"
            />
          </>
        )}
        <TextField<FormInput>
          name="current_password"
          id="payout-current-password"
          label="Senha atual"
          type="password"
          autoComplete="current-password"
          hint="Pedimos a sua senha para que ninguém com acesso à sua sessão possa desviar os seus recebimentos."
        />
      </div>
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {save.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
        Salvar chave Pix
      </Button>
    </Form>
  );
}
