import { useEffect, useRef, useState } from "react";
import { ShieldCheck } from "lucide-react";
import { LoadError } from "@/components/load-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/hooks/use-toast";
import {
  disableTwoFactor,
  renewRecoveryCodes,
  useTwoFactorMutation,
  useTwoFactorStatus,
} from "@/api/account/two-factor";
import { PasswordPrompt } from "./password-prompt";
import { StepDialog } from "./step-dialog";
import { RecoveryCodes } from "./recovery-codes";
import { TwoFactorSetupFlow } from "./two-factor-setup";

/** Where the dashboard's reminder sends admins and legal users (docs/product/accounts.md#two-factor). */
export const TWO_FACTOR_SECTION_ID = "verificacao-em-duas-etapas";

type Open = "setup" | "renew" | "disable" | null;

/** "Verificação em duas etapas" on Minha Conta → Configurações. */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const card = useRef<HTMLDivElement>(null);
  // The login reminder links here (#verificacao-em-duas-etapas): bring the card into view once it has its content.
  useEffect(() => {
    if (status.isSuccess && window.location.hash === `#${TWO_FACTOR_SECTION_ID}`) card.current?.scrollIntoView();
  }, [status.isSuccess]);

  return (
    <Card ref={card} id={TWO_FACTOR_SECTION_ID} className="scroll-mt-24">
      <CardHeader>
        <CardTitle>
          <h2 className="flex flex-wrap items-center gap-2">
            Verificação em duas etapas
            {status.data?.enabled && <Badge variant="secondary">Ativa</Badge>}
          </h2>
        </CardTitle>
        <CardDescription>
          Além da senha, o login pede o código de um aplicativo autenticador no seu celular. Quem descobrir sua senha
          não consegue entrar sem ele.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status.isPending ? (
          <div role="status" aria-label="Carregando...">
            <Skeleton className="h-10 w-40" />
          </div>
        ) : status.isError ? (
          <LoadError
            title="Não foi possível carregar a verificação em duas etapas."
            error={status.error}
            onRetry={() => void status.refetch()}
          />
        ) : status.data.enabled ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setOpen("renew")}>
              Gerar novos códigos de recuperação
            </Button>
            <Button variant="outline" onClick={() => setOpen("disable")}>
              Desativar
            </Button>
          </div>
        ) : (
          <>
            {status.data.recommended && (
              <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
                Sua conta tem poderes de administração ou de análise jurídica: ative a verificação em duas etapas para
                protegê-la.
              </p>
            )}
            <Button className="justify-self-start" onClick={() => setOpen("setup")}>
              <ShieldCheck aria-hidden="true" />
              Ativar verificação em duas etapas
            </Button>
          </>
        )}
      </CardContent>
      <TwoFactorDialogs open={open} onClose={close} />
    </Card>
  );
}

function TwoFactorDialogs({ open, onClose }: { open: Open; onClose(): void }) {
  return (
    <>
      <StepDialog
        open={open === "setup"}
        onClose={onClose}
        title="Ativar verificação em duas etapas"
        description="Em três passos: sua senha, o aplicativo autenticador e os códigos de recuperação."
      >
        <TwoFactorSetupFlow onDone={onClose} />
      </StepDialog>
      <StepDialog
        open={open === "renew"}
        onClose={onClose}
        title="Gerar novos códigos de recuperação"
        description="Os códigos anteriores deixarão de valer."
      >
        <RenewCodes onDone={onClose} />
      </StepDialog>
      <StepDialog
        open={open === "disable"}
        onClose={onClose}
        title="Desativar verificação em duas etapas"
        description="Depois disso, o login pedirá apenas a senha."
      >
        <DisableTwoFactor onDone={onClose} />
      </StepDialog>
    </>
  );
}

function RenewCodes({ onDone }: { onDone(): void }) {
  const renew = useTwoFactorMutation(renewRecoveryCodes);
  if (renew.data) return <RecoveryCodes codes={renew.data.recovery_codes} onDone={onDone} />;
  return (
    <PasswordPrompt
      id="two-factor-renew-password"
      submitLabel="Gerar códigos"
      onSubmit={async (password) => toast({ title: (await renew.mutateAsync(password)).message })}
    />
  );
}

function DisableTwoFactor({ onDone }: { onDone(): void }) {
  const disable = useTwoFactorMutation(disableTwoFactor);
  return (
    <PasswordPrompt
      id="two-factor-disable-password"
      submitLabel="Desativar"
      destructive
      onSubmit={async (password) => {
        toast({ title: (await disable.mutateAsync(password)).message });
        onDone();
      }}
    />
  );
}
