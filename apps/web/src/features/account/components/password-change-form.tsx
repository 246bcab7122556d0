import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import type { z } from "zod";
import { changePasswordInputSchema } from "@alicerce/shared/schemas/account";
import { PASSWORD_HINT } from "@alicerce/shared/password-rules";
import { applyServerErrors, fieldsOf, Form, TextField } from "@/components/form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/hooks/use-toast";
import { useChangePassword } from "@/api/account/update-account";
import { errorMessage } from "@/lib/api-client";

type FormInput = z.input<typeof changePasswordInputSchema>;
type FormOutput = z.output<typeof changePasswordInputSchema>;
const EMPTY: FormInput = { current_password: "", new_password: "", confirm_password: "" };

/** "Alterar senha": current, new (registration rules), confirmation; other sessions end. */
export function PasswordChangeForm() {
  const change = useChangePassword();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(changePasswordInputSchema),
    defaultValues: EMPTY,
    mode: "onSubmit",
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await change.mutateAsync(values);
      form.reset(EMPTY);
      toast({ title: answer.message, description: "As outras sessões da sua conta foram encerradas." });
    } catch (error) {
      const { applied } = applyServerErrors(form, error, fieldsOf(changePasswordInputSchema.shape));
      if (applied.length === 0) toast({ title: "Erro", description: errorMessage(error), variant: "destructive" });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Alterar senha</h2>
        </CardTitle>
        <CardDescription>Ao trocar a senha, as sessões abertas em outros dispositivos são encerradas.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form form={form} onSubmit={onSubmit} className="grid gap-4">
          <div className="grid items-start gap-4 lg:grid-cols-3">
            <TextField<FormInput>
              name="current_password"
              id="account-current-password"
              label="Senha atual"
              type="password"
              autoComplete="current-password"
            />
            <TextField<FormInput>
              name="new_password"
              id="account-new-password"
              label="Nova senha"
              type="password"
              autoComplete="new-password"
              hint={PASSWORD_HINT}
            />
            <TextField<FormInput>
              name="confirm_password"
              id="account-confirm-password"
              label="Confirmar nova senha"
              type="password"
              autoComplete="new-password"
            />
          </div>
          <Button type="submit" className="justify-self-start" disabled={change.isPending}>
            {change.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Alterar senha
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
