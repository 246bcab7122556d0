import { useId, useState, type ReactNode } from "react";
import { BellRing, CalendarDays, Mail, Settings2 } from "lucide-react";
import type { NotificationPreferences } from "@alicerce/shared/schemas/account";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/hooks/use-toast";
import { useNotificationPreferences } from "@/api/account/get-account";
import { useSaveNotificationPreferences } from "@/api/account/update-account";
import { errorMessage } from "@/lib/api-client";
import { BrowserPermission } from "./browser-permission";

type Key = keyof NotificationPreferences;

const ENTRIES: { key: Key; title: string; summary: string; icon: ReactNode; details: ReactNode }[] = [
  {
    key: "email",
    title: "Notificações por email",
    summary: "Receba por email os avisos sobre seus projetos, cotações e investimentos.",
    icon: <Mail aria-hidden="true" />,
    details: (
      <p>
        Com esta opção desligada, os avisos continuam no sino do cabeçalho, mas não chegam por email. Emails da sua
        conta (confirmação de email e redefinição de senha) são sempre enviados.
      </p>
    ),
  },
  {
    key: "push",
    title: "Notificações push",
    summary: "Alertas do navegador quando chega um aviso novo enquanto o Alicerce está aberto.",
    icon: <BellRing aria-hidden="true" />,
    details: <BrowserPermission />,
  },
  {
    key: "weekly_summary",
    title: "Resumo semanal",
    summary: "Um email por semana com os avisos dos últimos 7 dias.",
    icon: <CalendarDays aria-hidden="true" />,
    details: (
      <p>
        O resumo lista os avisos recebidos desde o último resumo. Semanas sem avisos não geram email. Ele é controlado
        só por esta opção.
      </p>
    ),
  },
];

function PreferenceRow({
  entry,
  checked,
  disabled,
  onCheckedChange,
}: {
  entry: (typeof ENTRIES)[number];
  checked: boolean;
  disabled: boolean;
  onCheckedChange: (value: boolean) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <li className="grid gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-3 sm:flex-nowrap">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted [&_svg]:size-4">
          {entry.icon}
        </span>
        <div className="min-w-0 flex-1 basis-48">
          <label htmlFor={`${id}-switch`} className="font-medium">
            {entry.title}
          </label>
          <p id={`${id}-summary`} className="text-sm text-muted-foreground">
            {entry.summary}
          </p>
        </div>
        <div className="ml-auto flex items-center gap-3">
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-expanded={open}
            aria-controls={`${id}-details`}
            onClick={() => setOpen((v) => !v)}
          >
            <Settings2 aria-hidden="true" />
            Configurar
          </Button>
          <Switch
            id={`${id}-switch`}
            checked={checked}
            disabled={disabled}
            aria-describedby={`${id}-summary`}
            onCheckedChange={onCheckedChange}
          />
        </div>
      </div>
      <div id={`${id}-details`} hidden={!open} className="rounded-lg bg-muted/40 p-3 text-sm">
        {entry.details}
      </div>
    </li>
  );
}

/** The "Notificações" tab (docs/product/account-and-notifications.md#notifications): each switch saves at once. */
export function NotificationsTab() {
  const query = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  if (query.isPending) {
    return <Skeleton role="status" aria-label="Carregando..." className="h-64 w-full" />;
  }
  if (query.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3 rounded-xl border p-5">
        <p>Não foi possível carregar suas preferências. {errorMessage(query.error)}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  const current = save.isPending && save.variables ? save.variables : query.data;
  const change = (key: Key, value: boolean) =>
    save.mutate(
      { ...current, [key]: value },
      {
        onSuccess: () =>
          toast({ title: "Preferências salvas", description: value ? "Opção ativada." : "Opção desativada." }),
      },
    );
  return (
    <Card className="p-0">
      <ul className="divide-y">
        {ENTRIES.map((entry) => (
          <PreferenceRow
            key={entry.key}
            entry={entry}
            checked={current[entry.key]}
            disabled={save.isPending}
            onCheckedChange={(value) => change(entry.key, value)}
          />
        ))}
      </ul>
      {save.isError && (
        <p role="alert" className="border-t p-4 text-sm text-destructive">
          {errorMessage(save.error)}
        </p>
      )}
    </Card>
  );
}
