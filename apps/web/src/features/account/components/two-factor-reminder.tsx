import { appRoutes } from "@alicerce/shared/routes";
import { useNavigate } from "react-router";
import { ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { useAuth } from "@/api/auth/auth-provider";
import { TWO_FACTOR_SECTION_ID } from "./two-factor-card";

/**
 * After the login of a platform admin or a verified legal user without two-factor: a reminder,
 * at every login until they turn it on (docs/product/accounts.md#two-factor).
 */
export function TwoFactorReminder() {
  const { dismissTwoFactorSuggestion } = useAuth();
  const navigate = useNavigate();
  return (
    <Dialog open onOpenChange={(open) => !open && dismissTwoFactorSuggestion()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
            Proteja sua conta
          </DialogTitle>
          <DialogDescription>
            Sua conta tem poderes de administração ou de análise jurídica. Ative a verificação em duas etapas: com ela,
            sua senha sozinha não basta para entrar.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={dismissTwoFactorSuggestion}>
            Agora não
          </Button>
          <Button
            onClick={() => {
              dismissTwoFactorSuggestion();
              navigate(`${appRoutes.profile}?aba=configuracoes#${TWO_FACTOR_SECTION_ID}`);
            }}
          >
            Ativar agora
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
