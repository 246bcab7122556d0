import type { ReactNode } from "react";
import { BadgeCheck, BadgeX } from "lucide-react";
import { ConfirmAction } from "@/components/confirm-action";

/**
 * "Verificar" or "Remover verificação", each asking first: a verification hands out a badge and,
 * for a legal account, powers over every project (docs/product/admin.md#duties).
 */
export function VerificationAction({
  verified,
  pending,
  onConfirm,
  verifyDescription,
  unverifyDescription,
  titles,
  name,
}: {
  verified: boolean;
  pending: boolean;
  onConfirm: (verified: boolean) => void;
  verifyDescription: ReactNode;
  unverifyDescription: ReactNode;
  /** The dialogs' questions ("Verificar esta conta?", "Remover a verificação desta conta?"). */
  titles: { verify: string; unverify: string };
  /** Whose row this is: the button's accessible name ("Verificar Ana Souza"). */
  name: string;
}) {
  return verified ? (
    <ConfirmAction
      layout="inline"
      label="Remover verificação"
      accessibleLabel={`Remover verificação de ${name}`}
      icon={<BadgeX aria-hidden="true" />}
      title={titles.unverify}
      description={unverifyDescription}
      confirmLabel="Remover verificação"
      destructive
      pending={pending}
      onConfirm={() => onConfirm(false)}
    />
  ) : (
    <ConfirmAction
      layout="inline"
      variant="default"
      label="Verificar"
      accessibleLabel={`Verificar ${name}`}
      icon={<BadgeCheck aria-hidden="true" />}
      title={titles.verify}
      description={verifyDescription}
      confirmLabel="Verificar"
      pending={pending}
      onConfirm={() => onConfirm(true)}
    />
  );
}
