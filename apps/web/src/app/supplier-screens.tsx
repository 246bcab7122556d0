import { lazyNamed } from "@/lib/lazy-named";

// The supplier and quotation screens load through this small chunk: the list of their chunks
// (for preloading) then lives here instead of in the entry chunk that /login and / download,
// which keeps those pages within the bundle budget (docs/product/budgets.md#first-load).
const SuppliersPage = lazyNamed(() => import("@/features/marketplace/pages/suppliers-page"), "SuppliersPage");
const SupplierProfilePage = lazyNamed(
  () => import("@/features/marketplace/pages/supplier-profile-page"),
  "SupplierProfilePage",
);
const RequestQuotationPage = lazyNamed(
  () => import("@/features/quotations/pages/request-quotation-page"),
  "RequestQuotationPage",
);
const QuotationsPage = lazyNamed(() => import("@/features/quotations/pages/quotations-page"), "QuotationsPage");

export type SupplierScreen = "suppliers" | "marketplace" | "supplier-profile" | "request-quotation" | "quotations";

/** One of the supplier and quotation screens; the dashboard layout's Suspense shows while it loads. */
export function SupplierScreens({ screen }: { screen: SupplierScreen }) {
  switch (screen) {
    case "suppliers":
      return <SuppliersPage key="suppliers" title="Fornecedores" />;
    case "marketplace":
      return <SuppliersPage key="marketplace" title="Marketplace" />;
    case "supplier-profile":
      return <SupplierProfilePage />;
    case "request-quotation":
      return <RequestQuotationPage />;
    case "quotations":
      return <QuotationsPage />;
  }
}
