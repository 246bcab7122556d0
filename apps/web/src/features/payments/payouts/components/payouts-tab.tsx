import { Landmark, TriangleAlert } from "lucide-react";
import { maskCpf } from "@alicerce/shared/brazilian";
import { PIX_KEY_TYPE_LABELS } from "@alicerce/shared/pix-keys";
import type { PayoutAccountState } from "@alicerce/shared/schemas/payments-payouts";
import { QueryStates } from "@/components/list/query-states";
import { SectionLoading } from "@/components/section-status";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { toast } from "@/hooks/use-toast";
import { useDeletePayoutAccount, usePayoutAccount } from "@/api/payments/payouts";
import { errorMessage } from "@/lib/api-client";
import { maskCnpj } from "@/lib/cnpj";
import { SandboxNotice } from "../../components/sandbox-notice";
import { PayoutAccountForm } from "./payout-account-form";

const documentText = (digits: string) => (digits.length === 14 ? maskCnpj(digits) : maskCpf(digits));

function CurrentKey({ state }: { state: PayoutAccountState }) {
  const remove = useDeletePayoutAccount();
  const account = state.account!;
  const onRemove = async () => {
    try {
      const answer = await remove.mutateAsync();
      toast({ title: answer.message });
    } catch (error) {
      toast({ title: "Erro", description: errorMessage(error), variant: "destructive" });
    }
  };
  return (
    <section aria-label="Chave cadastrada" className="grid gap-3 rounded-lg border p-4">
      <dl className="grid gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">Chave ({PIX_KEY_TYPE_LABELS[account.key_type]})</dt>
          <dd className="font-medium break-all">{account.key}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Titular</dt>
          <dd className="font-medium">{account.holder_name}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{account.holder_kind === "company" ? "CNPJ" : "CPF"}</dt>
          <dd className="font-medium tabular-nums">{documentText(account.holder_document)}</dd>
        </div>
      </dl>
      {!account.usable && (
        <p role="alert" className="flex items-start gap-2 text-sm text-destructive">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />O CPF da sua conta mudou depois que a
          chave foi cadastrada. Cadastre a chave novamente para voltar a receber.
        </p>
      )}
      <Button variant="outline" size="sm" className="justify-self-start" onClick={onRemove} disabled={remove.isPending}>
        Remover chave
      </Button>
    </section>
  );
}

/**
 * Minha Conta → "Recebimentos" (docs/product/payments.md#recebimentos): the Pix key where the platform pays
 * this person (releases, distributions, refunds of money that did not come by Pix), in their own name.
 */
export function PayoutsTab() {
  const query = usePayoutAccount();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Recebimentos</h2>
        </CardTitle>
        <CardDescription>
          A chave Pix em que você recebe do Alicerce: rendimentos, amortizações e, para empreendedores, a liberação dos
          recursos captados. A chave deve estar em seu nome (o CPF da sua conta) ou, para empreendedores, no da sua
          empresa.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <QueryStates
          query={query}
          pending={<SectionLoading label="Carregando a chave Pix..." rows={["h-20", "h-40"]} className="grid gap-3" />}
          errorTitle="Não foi possível carregar a sua chave Pix."
          isEmpty={() => false}
        >
          {(state) => (
            <>
              {state.sandbox && <SandboxNotice />}
              {state.account ? (
                <CurrentKey state={state} />
              ) : (
                <EmptyState
                  icon={Landmark}
                  title="Nenhuma chave Pix cadastrada"
                  description="Cadastre uma chave Pix para receber. Sem ela, os pagamentos a você ficam aguardando."
                />
              )}
              {!state.cpf && !state.may_use_company ? (
                <p className="text-sm text-muted-foreground">
                  Informe o seu CPF na aba Configurações antes de cadastrar uma chave Pix.
                </p>
              ) : (
                <PayoutAccountForm state={state} />
              )}
            </>
          )}
        </QueryStates>
      </CardContent>
    </Card>
  );
}
