import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/hooks/use-toast";

/**
 * "Simular pagamento", shown in sandbox mode only: `simulate` asks the sandbox PSP to pay the charge (calling
 * `onSuccess` once it accepted), and the person is told the confirmation follows through the webhook.
 */
export function SimulatePaymentButton(props: {
  pending: boolean;
  disabled: boolean;
  simulate(onSuccess: () => void): void;
}) {
  return (
    <Button
      type="button"
      variant="highlight"
      disabled={props.disabled}
      onClick={() =>
        props.simulate(() =>
          toast({
            title: "Pagamento simulado",
            description: "O Pix foi enviado pelo ambiente de testes; a confirmação chega em instantes.",
          }),
        )
      }
    >
      {props.pending && <Loader2 className="animate-spin" aria-hidden="true" />}
      Simular pagamento
    </Button>
  );
}
