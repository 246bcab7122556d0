import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Trash2 } from "lucide-react";
import type { z } from "zod";
import { appRoutes } from "@alicerce/shared/routes";
import { ACCOUNT_DELETION_CONFIRMATION, deleteAccountInputSchema } from "@alicerce/shared/schemas/privacy";
import { applyServerErrors, fieldsOf, Form, TextField } from "@/components/form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { useAuth } from "@/api/auth/auth-provider";
import { useDeleteAccount } from "@/api/account/privacy";
import { ApiRequestError, errorMessage } from "@/lib/api-client";

type FormInput = z.input<typeof deleteAccountInputSchema>;
type FormOutput = z.output<typeof deleteAccountInputSchema>;
const EMPTY: FormInput = { password: "", confirmation: "" };

/** What the login page shows after the account was deleted (the notice rides on the navigation). */
export type DeletedAccountNotice = { notice: string };

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const remove = useDeleteAccount();
  const { logout } = useAuth();
  const navigate = useNavigate();
  // A refusal the fields cannot show: why the account cannot be deleted yet, reason by reason.
  const [refusal, setRefusal] = useState<{ message: string; reasons: string[] } | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(deleteAccountInputSchema),
    defaultValues: EMPTY,
    mode: "onSubmit",
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const answer = await remove.mutateAsync(values);
      // The server already ended every session; logging out clears this tab's user and cache.
      await logout(() =>
        navigate(appRoutes.login, { replace: true, state: { notice: answer.message } satisfies DeletedAccountNotice }),
      );
    } catch (error) {
      const { applied } = applyServerErrors(form, error, fieldsOf(deleteAccountInputSchema.shape));
      if (applied.length > 0) return;
      const reasons = error instanceof ApiRequestError ? (error.fields?.account ?? []) : [];
      setRefusal({
        message: reasons.length > 0 ? "Não é possível excluir sua conta agora:" : errorMessage(error),
        reasons,
      });
    }
  });

  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-4">
      {refusal && (
        <div role="alert" className="grid gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm">
          <p className="font-medium">{refusal.message}</p>
          {refusal.reasons.length > 0 && (
            <ul className="list-disc pl-5">
              {refusal.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <TextField<FormInput>
        name="password"
        id="delete-account-password"
        label="Sua senha"
        type="password"
        autoComplete="current-password"
      />
      <TextField<FormInput>
        name="confirmation"
        id="delete-account-confirmation"
        label={`Digite ${ACCOUNT_DELETION_CONFIRMATION} para confirmar`}
        autoComplete="off"
      />
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" variant="destructive" disabled={remove.isPending}>
          {remove.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Excluir minha conta
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** "Excluir minha conta" (docs/product/privacy.md#deletion): password and a typed confirmation. */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Excluir minha conta</h2>
        </CardTitle>
        <CardDescription>
          Seus dados pessoais (nome, email, CPF, telefone, foto) são removidos e ninguém mais entra nesta conta. Os
          registros que a lei obriga a guardar, como investimentos, contratos e trilhas de assinatura, são mantidos. Não
          é possível excluir enquanto houver investimentos ativos, captações abertas ou contratos aguardando assinatura.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button variant="destructive" className="w-fit">
              <Trash2 aria-hidden="true" />
              Excluir minha conta
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Excluir sua conta?</DialogTitle>
              <DialogDescription>
                Esta ação não pode ser desfeita. Se quiser uma cópia dos seus dados, use antes “Baixar meus dados”.
              </DialogDescription>
            </DialogHeader>
            {open && <DeleteAccountForm onCancel={() => setOpen(false)} />}
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
