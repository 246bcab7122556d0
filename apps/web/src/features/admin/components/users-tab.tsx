import type { AdminUser } from "@alicerce/shared/schemas/admin";
import { USER_TYPES } from "@alicerce/shared/user-types";
import { Badge } from "@/components/ui/badge";
import { pick, useListParams } from "@/hooks/use-list-params";
import { toast } from "@/hooks/use-toast";
import { useAuth } from "@/api/auth/auth-provider";
import { useAdminUsers } from "@/api/admin/get-admin-users";
import { useSetUserVerified } from "@/api/admin/set-user-verified";
import { formatDate } from "@/lib/format";
import { AdminTab } from "./admin-tab";
import { TYPE_OPTIONS, typeLabel } from "./texts";
import { VerificationAction } from "./verification-action";
import { VerificationBadge } from "./verification-badge";

function verifyDescription(user: AdminUser) {
  if (user.type === "legal") {
    const oab = user.oab_number ? `OAB ${user.oab_number}/${user.oab_state ?? "—"}` : "sem número de OAB informado";
    return `Confira o registro (${oab}) antes de continuar. ${user.name} passará a ter acesso jurídico: lê rascunhos e projetos privados, baixa documentos restritos e pode criar projetos.`;
  }
  if (user.type === "platform_admin") return `${user.name} passará a ter acesso à administração da plataforma.`;
  return `${user.name} passará a exibir o selo “Verificado”.`;
}

function unverifyDescription(user: AdminUser) {
  if (user.type === "legal") return `${user.name} perderá o acesso jurídico a partir da próxima ação.`;
  if (user.type === "platform_admin") return `${user.name} perderá o acesso à administração da plataforma.`;
  return `O selo “Verificado” deixará de aparecer para ${user.name}.`;
}

function UserRow({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const mutation = useSetUserVerified();
  const confirm = (verified: boolean) =>
    mutation.mutate(
      { id: user.id, verified },
      {
        onSuccess: () =>
          toast({
            title: verified ? "Conta verificada" : "Verificação removida",
            description: verified
              ? `${user.name} agora é uma conta verificada.`
              : `${user.name} não está mais verificada.`,
          }),
      },
    );
  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-card p-4 lg:flex-row lg:items-center lg:justify-between">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium break-words">{user.name}</p>
          <Badge variant="outline">{typeLabel(user.type)}</Badge>
          <VerificationBadge verified={user.verified} />
        </div>
        <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">{user.email}</p>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {user.type === "legal" && (
            <div className="flex gap-1">
              <dt>OAB:</dt>
              <dd className="font-medium text-foreground">
                {user.oab_number ? `${user.oab_number}/${user.oab_state ?? "—"}` : "não informada"}
              </dd>
            </div>
          )}
          <div className="flex gap-1">
            <dt>CPF:</dt>
            <dd>{user.cpf_masked ?? "não informado"}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Cadastro:</dt>
            <dd>{formatDate(user.created_at)}</dd>
          </div>
        </dl>
      </div>
      <div className="shrink-0">
        {isSelf ? (
          <p className="text-sm text-muted-foreground">Sua conta</p>
        ) : (
          <VerificationAction
            verified={user.verified}
            pending={mutation.isPending}
            onConfirm={confirm}
            titles={{ verify: "Verificar esta conta?", unverify: "Remover a verificação desta conta?" }}
            name={user.name}
            verifyDescription={verifyDescription(user)}
            unverifyDescription={unverifyDescription(user)}
          />
        )}
      </div>
    </li>
  );
}

const WORDS = { name: "users", one: "usuário", many: "usuários", placeholder: "Nome, email ou CPF..." };

/** "Usuários": every account with search, type and verification filters, 20 a page. */
export function UsersTab() {
  const { user: me } = useAuth();
  const list = useListParams();
  const type = pick(list.params.get("type"), USER_TYPES);
  const verified = pick(list.params.get("verified"), ["true", "false"] as const);
  const query = useAdminUsers({ q: list.q || undefined, type, verified }, list.page);
  const typeSelect = {
    id: "admin-users-type",
    label: "Filtrar por tipo",
    value: type,
    allLabel: "Todos os tipos",
    options: TYPE_OPTIONS,
    onChange: (value: string | undefined) => list.setFilters({ type: value }),
  };
  return (
    <AdminTab words={WORDS} list={list} query={query} filters={{ type, verified }} extra={[typeSelect]}>
      {(user) => <UserRow key={user.id} user={user} isSelf={user.id === me?.id} />}
    </AdminTab>
  );
}
