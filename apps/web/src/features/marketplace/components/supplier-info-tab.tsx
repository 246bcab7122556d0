import type { ReactNode } from "react";
import { PAYMENT_METHOD_LABELS } from "@alicerce/shared/suppliers";
import type { SupplierDetail } from "@alicerce/shared/schemas/suppliers";
import { maskCnpj } from "@/lib/cnpj";
import { deliveryText } from "./supplier-options";

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 rounded-lg bg-muted/50 p-4">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-sm font-medium">{children}</dd>
    </div>
  );
}

export function SupplierInfoTab({ supplier }: { supplier: SupplierDetail }) {
  return (
    <div className="grid gap-6">
      <section aria-labelledby="supplier-about" className="grid gap-2">
        <h2 id="supplier-about" className="text-lg font-semibold">
          Sobre
        </h2>
        <p className="whitespace-pre-line text-muted-foreground">
          {supplier.description || "Informações não disponíveis"}
        </p>
      </section>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Item label="Raio de atendimento">{supplier.service_radius_km} km</Item>
        <Item label="Prazo médio de entrega">{deliveryText(supplier.average_delivery_days)}</Item>
        <Item label="Formas de pagamento">
          {supplier.payment_methods.length
            ? supplier.payment_methods.map((m) => PAYMENT_METHOD_LABELS[m]).join(", ")
            : "Não informadas"}
        </Item>
        <Item label="Responsável">{supplier.owner.name}</Item>
        <Item label="CNPJ">{maskCnpj(supplier.cnpj)}</Item>
      </dl>
    </div>
  );
}
