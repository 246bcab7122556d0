import { useState } from "react";
import { Button } from "@/components/ui/button";

type Permission = NotificationPermission | "unsupported";

const current = (): Permission => (typeof Notification === "undefined" ? "unsupported" : Notification.permission);

const TEXT: Record<Permission, string> = {
  granted: "Este navegador tem permissão para mostrar os alertas.",
  denied: "Este navegador bloqueou os alertas do Alicerce. Libere-os nas configurações do site no navegador.",
  default: "Para receber os alertas, permita notificações do Alicerce neste navegador.",
  unsupported: "Este navegador não mostra notificações.",
};

/**
 * What "push" means here (docs/decisions/024-account-and-notifications.md): the browser's own
 * notification for a new bell entry while an Alicerce tab is open. It needs the browser's permission.
 */
export function BrowserPermission() {
  const [permission, setPermission] = useState<Permission>(current);
  return (
    <div className="grid justify-items-start gap-2">
      <p>
        Os alertas aparecem quando um aviso novo chega ao sino enquanto o Alicerce está aberto em alguma aba. Sem o
        Alicerce aberto, os avisos ficam no sino e, se ativado, no email.
      </p>
      <p role="status">{TEXT[permission]}</p>
      {permission === "default" && (
        <Button
          type="button"
          size="sm"
          onClick={() => void Notification.requestPermission().then((answer) => setPermission(answer))}
        >
          Permitir no navegador
        </Button>
      )}
    </div>
  );
}
