import { SUPPLIER_CATEGORY_LABELS } from "@alicerce/shared/suppliers";
import type { AdminSupplier } from "@alicerce/shared/schemas/admin";
import { appPaths } from "@alicerce/shared/routes";
import { Link } from "react-router";
import { pick, useListParams } from "@/hooks/use-list-params";
import { toast } from "@/hooks/use-toast";
import { whenDone } from "@/lib/when-done";
import { useAdminSuppliers } from "@/api/admin/get-admin-suppliers";
import { useSetSupplierVerified } from "@/api/admin/set-supplier-verified";
import { maskCnpj } from "@/lib/cnpj";
import { formatDate } from "@/lib/format";
import { AdminTab } from "./admin-tab";
import { VerificationAction } from "./verification-action";
import { VerificationBadge } from "./verification-badge";

function SupplierRow({ supplier }: { supplier: AdminSupplier }) {
  const mutation = useSetSupplierVerified();
  const confirm = (verified: boolean) =>
    // A filtered list drops the row once it no longer matches, so the toast cannot hang on mutate's callbacks.
    whenDone(mutation.mutateAsync({ id: supplier.id, verified }), () =>
      toast({
        title: verified ? "Fornecedor verificado" : "Verificação removida",
        description: verified
          ? `${supplier.company_name} agora exibe o selo “Verificado” no marketplace.`
          : `${supplier.company_name} não exibe mais o selo “Verificado”.`,
      }),
    );
  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-card p-4 lg:flex-row lg:items-center lg:justify-between">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={appPaths.supplierProfile(supplier.id)}
            className="font-medium break-words underline-offset-4 hover:underline focus-visible:underline"
          >
            {supplier.company_name}
          </Link>
          <VerificationBadge verified={supplier.verified} />
        </div>
        <p className="text-sm text-muted-foreground">
          {SUPPLIER_CATEGORY_LABELS[supplier.category]} · {supplier.location_city}/{supplier.location_state}
        </p>
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <div className="flex gap-1">
            <dt>CNPJ:</dt>
            <dd>{maskCnpj(supplier.cnpj)}</dd>
          </div>
          <div className="flex min-w-0 gap-1">
            <dt>Responsável:</dt>
            <dd className="min-w-0 [overflow-wrap:anywhere]">
              {supplier.owner.name} ({supplier.owner.email})
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>Cadastro:</dt>
            <dd>{formatDate(supplier.created_at)}</dd>
          </div>
        </dl>
      </div>
      <div className="shrink-0">
        <VerificationAction
          verified={supplier.verified}
          pending={mutation.isPending}
          onConfirm={confirm}
          titles={{ verify: "Verificar este fornecedor?", unverify: "Remover a verificação deste fornecedor?" }}
          name={supplier.company_name}
          verifyDescription={`${supplier.company_name} passará a exibir o selo “Verificado” no marketplace e no seu perfil. Confira antes o CNPJ ${maskCnpj(supplier.cnpj)}.`}
          unverifyDescription={`O selo “Verificado” deixará de aparecer para ${supplier.company_name} no marketplace.`}
        />
      </div>
    </li>
  );
}

const WORDS = {
  name: "suppliers",
  one: "fornecedor",
  many: "fornecedores",
  placeholder: "Empresa, cidade, CNPJ ou email...",
};

/** "Fornecedores": every supplier record with search and the verification filter, 20 a page. */
export function SuppliersTab() {
  const list = useListParams();
  const verified = pick(list.params.get("verified"), ["true", "false"] as const);
  const query = useAdminSuppliers({ q: list.q || undefined, verified }, list.page);
  return (
    <AdminTab words={WORDS} list={list} query={query} filters={{ verified }}>
      {(supplier) => <SupplierRow key={supplier.id} supplier={supplier} />}
    </AdminTab>
  );
}
