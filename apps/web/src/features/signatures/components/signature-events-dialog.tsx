import { useState } from "react";
import { History, Loader2 } from "lucide-react";
import { maskCpf } from "@alicerce/shared/brazilian";
import type { SignatureRequest } from "@alicerce/shared/schemas/signatures";
import { isFailedAttempt, SIGNATURE_EVENT_LABELS } from "@alicerce/shared/signatures";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { useSignatureEvents } from "@/api/signatures/get-signature-events";
import { dateAndTime } from "@alicerce/shared/sao-paulo-time";

function Trail({ request }: { request: SignatureRequest }) {
  const events = useSignatureEvents(request.id);
  if (events.isPending)
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Carregando histórico...
      </p>
    );
  if (events.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        Não foi possível carregar o histórico. {events.error.message}
      </p>
    );
  const { items, masked } = events.data;
  return (
    <div className="grid min-w-0 gap-3">
      <p className="text-xs break-all text-muted-foreground">SHA-256 do documento: {items[0]?.sha256 ?? "—"}</p>
      {masked && (
        <p className="text-xs text-muted-foreground">
          CPF, IP e navegador aparecem mascarados: só os signatários e o jurídico os veem por inteiro.
        </p>
      )}
      <ol className="grid max-h-[60vh] gap-2 overflow-y-auto pr-1">
        {items.map((event) => {
          const who =
            event.kind === "sent" || event.kind === "resent" || event.kind === "reminded"
              ? event.signer_name
              : (event.actor_name ?? event.signer_name);
          // Masked by the server ("***.456.789-**") is shown as it comes; a full CPF is formatted.
          const cpf = event.cpf && (masked ? event.cpf : maskCpf(event.cpf));
          return (
            <li key={event.id} className="min-w-0 rounded-lg border px-3 py-2 text-sm">
              {/* A refused attempt (decision 126) stands out from the steps that went through. */}
              <p className={cn("font-medium", isFailedAttempt(event.kind) && "text-destructive")}>
                {SIGNATURE_EVENT_LABELS[event.kind]}
              </p>
              <p className="text-xs text-muted-foreground">
                {dateAndTime(event.at)} · {who ?? "Sistema"}
                {cpf ? ` · CPF ${cpf}` : ""}
                {event.ip ? ` · IP ${event.ip}` : ""}
                {masked && event.ip ? " · navegador oculto" : ""}
              </p>
              {event.user_agent && <p className="text-xs break-all text-muted-foreground">{event.user_agent}</p>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** The audit trail of a request: every event with who, when, CPF, IP and browser (masked when the server says so). */
export function SignatureEventsDialog({ request }: { request: SignatureRequest }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost" aria-label={`Histórico de ${request.title}`}>
          <History aria-hidden="true" />
          Histórico
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader className="min-w-0 break-words">
          <DialogTitle>Trilha de auditoria</DialogTitle>
          <DialogDescription>{request.title}</DialogDescription>
        </DialogHeader>
        {open && <Trail request={request} />}
      </DialogContent>
    </Dialog>
  );
}
