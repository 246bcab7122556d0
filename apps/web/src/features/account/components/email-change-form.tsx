import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, MailCheck } from "lucide-react";
import type { z } from "zod";
import { changeEmailInputSchema } from "@alicerce/shared/schemas/account";
import { applyServerErrors, fieldsOf, Form, TextField } from "@/components/form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { toast } from "@/hooks/use-toast";
import { useRequestEmailChange } from "@/api/account/update-account";
import { errorMessage } from "@/lib/api-client";
import { ConfirmEmailNotice } from "@/components/confirm-email-notice";

type FormInput = z.input<typeof changeEmailInputSchema>;
type FormOutput = z.output<typeof changeEmailInputSchema>;
const EMPTY: FormInput = { new_email: "", current_password: "" };

/**
 * The e-mail changes only once the link sent to the new address is opened, and only with the
 * current password: a session left open somewhere is not enough to move the account.
 */
export function EmailChangeForm({ email, verified }: { email: string; verified: boolean }) {
  const request = useRequestEmailChange();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(changeEmailInputSchema),
    defaultValues: EMPTY,
    mode: "onSubmit",
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await request.mutateAsync(values);
      setSent(answer.message);
      form.reset(EMPTY);
    } catch (error) {
      const { applied } = applyServerErrors(form, error, fieldsOf(changeEmailInputSchema.shape));
      if (applied.length === 0) toast({ title: "Erro", description: errorMessage(error), variant: "destructive" });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Email</h2>
        </CardTitle>
        <CardDescription>
          Email atual: <span className="font-medium break-all text-foreground">{email}</span>
          {verified ? " (confirmado)" : " (não confirmado)"}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!verified && (
          <ConfirmEmailNotice
            message="Confirme seu email para convidar pessoas para suas equipes, responder a convites e assinar contratos."
            whenAlreadyConfirmed="Seu email já está confirmado."
          />
        )}
        {sent && (
          <p role="status" className="flex items-start gap-2 rounded-lg border bg-muted/40 p-3 text-sm">
            <MailCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {sent}
          </p>
        )}
        <Form
          form={form}
          onSubmit={onSubmit}
          className="grid items-start gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end"
        >
          <TextField<FormInput>
            name="new_email"
            id="account-new-email"
            label="Novo email"
            type="email"
            autoComplete="email"
            placeholder="novo@email.com"
          />
          <TextField<FormInput>
            name="current_password"
            id="account-email-current-password"
            label="Senha atual"
            type="password"
            autoComplete="current-password"
          />
          <Button type="submit" variant="outline" disabled={request.isPending}>
            {request.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Enviar link de confirmação
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
