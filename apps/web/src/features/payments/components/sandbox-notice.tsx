import { FlaskConical } from "lucide-react";
import { cn } from "@/lib/cn";

/** The sentence every payment screen shows while the sandbox PSP stands in for a real one (decision 102). */
export const SANDBOX_NOTICE = "Ambiente de testes: nenhum dinheiro real é movimentado.";

/** The sandbox's notice, shared by every payment screen: the caller shows it only in sandbox mode. */
export function SandboxNotice({ className }: { className?: string }) {
  return (
    <p
      role="note"
      className={cn(
        "flex items-center gap-2 rounded-md border border-dashed border-highlight/70 bg-highlight/10 px-3 py-2 text-sm",
        className,
      )}
    >
      <FlaskConical className="size-4 shrink-0 text-highlight-foreground" aria-hidden="true" />
      {SANDBOX_NOTICE}
    </p>
  );
}
