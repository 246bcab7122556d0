import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import type { z } from "zod";
import { maskCpf, maskPhone } from "@alicerce/shared/brazilian";
import { updateProfileInputSchema, type AccountSettings } from "@alicerce/shared/schemas/account";
import { applyServerErrors, fieldsOf, Form, MaskedTextField, TextField } from "@/components/form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/hooks/use-toast";
import { useUpdateProfile } from "@/api/account/update-account";
import { errorMessage } from "@/lib/api-client";
import { maskCnpj } from "@/lib/cnpj";
import { AvatarPicker, type AvatarChoice } from "./avatar-picker";

const formSchema = updateProfileInputSchema.omit({ avatar_file_id: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const defaultsFrom = (s: AccountSettings): FormInput => ({
  name: s.user.name,
  cpf: s.cpf ? maskCpf(s.cpf) : "",
  phone: s.phone ? maskPhone(s.phone) : "",
  ...(s.supplier ? { cnpj: maskCnpj(s.supplier.cnpj) } : {}),
});

/** docs/product/account-and-notifications.md#settings: name, CPF, phone, photo and a supplier's CNPJ. */
export function PersonalInfoForm({ settings }: { settings: AccountSettings }) {
  const update = useUpdateProfile();
  const [avatar, setAvatar] = useState<AvatarChoice>(undefined);
  const [uploading, setUploading] = useState(false);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: defaultsFrom(settings),
    mode: "onSubmit",
  });

  const onSubmit = form.handleSubmit(async (values) => {
    if (uploading) {
      toast({ title: "Aguarde", description: "A foto ainda está sendo enviada." });
      return;
    }
    try {
      const input = settings.supplier ? values : { ...values, cnpj: undefined };
      const saved = await update.mutateAsync({ ...input, ...(avatar !== undefined ? { avatar_file_id: avatar } : {}) });
      form.reset(defaultsFrom(saved));
      setAvatar(undefined);
      toast({ title: "Dados salvos", description: "Suas informações pessoais foram atualizadas." });
    } catch (error) {
      const { applied } = applyServerErrors(form, error, fieldsOf(formSchema.shape));
      if (applied.length === 0) toast({ title: "Erro", description: errorMessage(error), variant: "destructive" });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Informações pessoais</h2>
        </CardTitle>
        <CardDescription>Como você aparece para os outros usuários e os dados da sua conta.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form form={form} onSubmit={onSubmit} className="grid gap-5">
          <AvatarPicker
            name={settings.user.name}
            savedUrl={settings.user.avatar_url}
            choice={avatar}
            onChange={setAvatar}
            onBusyChange={setUploading}
          />
          <div className="grid items-start gap-4 md:grid-cols-2">
            <TextField<FormInput> name="name" id="account-name" label="Nome completo" autoComplete="name" />
            <MaskedTextField<FormInput>
              name="cpf"
              id="account-cpf"
              label="CPF"
              mask={maskCpf}
              inputMode="numeric"
              autoComplete="off"
              placeholder="000.000.000-00"
              maxLength={14}
            />
            <MaskedTextField<FormInput>
              name="phone"
              id="account-phone"
              label="Telefone"
              mask={maskPhone}
              inputMode="tel"
              autoComplete="tel"
              placeholder="(11) 99999-9999"
              maxLength={15}
            />
            {settings.supplier && (
              <MaskedTextField<FormInput>
                name="cnpj"
                id="account-cnpj"
                label="CNPJ da empresa"
                mask={maskCnpj}
                inputMode="numeric"
                autoComplete="off"
                placeholder="00.000.000/0000-00"
                maxLength={18}
                hint={
                  `Empresa: ${settings.supplier.company_name}.` +
                  (settings.supplier.verified
                    ? " Alterar o CNPJ remove o selo de empresa verificada até uma nova conferência."
                    : "")
                }
              />
            )}
          </div>
          <Button type="submit" className="justify-self-start" disabled={update.isPending || uploading}>
            {update.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {update.isPending ? "Salvando..." : "Salvar alterações"}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
