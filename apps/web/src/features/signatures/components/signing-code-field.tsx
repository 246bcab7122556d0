import { useEffect, useState } from "react";
import { Loader2, Mail } from "lucide-react";
import type { FieldValues, Path } from "react-hook-form";
import { SIGNING_CODE_MINUTES } from "@alicerce/shared/signatures";
import { TextField } from "@/components/form";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-client";
import { useSendSigningCode } from "@/api/signatures/mutations";

/** Seconds until `iso`, never negative. */
const secondsUntil = (iso: string | null) => (iso ? Math.max(0, Math.ceil((Date.parse(iso) - Date.now()) / 1000)) : 0);

/**
 * The one-time code of signing and refusing (docs/product/documents-and-signatures.md#who-signs):
 * "Enviar código" mails it, the 6-digit input takes it (the phone's keyboard and the browser's
 * one-time-code autofill), and "Reenviar código" comes back once the server's minute has passed.
 */
export function SigningCodeField<T extends FieldValues & { code: string }>({
  requestId,
  id,
}: {
  requestId: string;
  id: string;
}) {
  const send = useSendSigningCode(requestId);
  const [sent, setSent] = useState<{ to: string; resendAt: string } | null>(null);
  const [wait, setWait] = useState(0);
  useEffect(() => {
    if (!sent) return;
    setWait(secondsUntil(sent.resendAt));
    const timer = window.setInterval(() => setWait(secondsUntil(sent.resendAt)), 1000);
    return () => window.clearInterval(timer);
  }, [sent]);
  const onSend = () => send.mutate(undefined, { onSuccess: (r) => setSent({ to: r.sent_to, resendAt: r.resend_at }) });
  const label = sent ? "Reenviar código" : "Enviar código";
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-40">
          <TextField<T>
            name={"code" as Path<T>}
            id={id}
            label="Código de confirmação"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            placeholder="000000"
          />
        </div>
        <Button type="button" variant="outline" onClick={onSend} disabled={send.isPending || wait > 0}>
          {send.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Mail aria-hidden="true" />}
          {wait > 0 ? `${label} (${wait}s)` : label}
        </Button>
      </div>
      <p id={`${id}-status`} role="status" aria-live="polite" className="text-sm text-muted-foreground">
        {sent
          ? `Enviamos um código de 6 números para ${sent.to}. Ele vale por ${SIGNING_CODE_MINUTES} minutos.`
          : "Clique em “Enviar código” e digite o código de 6 números que chegar no seu e-mail."}
      </p>
      {send.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(send.error)}
        </p>
      )}
    </div>
  );
}
