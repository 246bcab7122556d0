import { appRoutes } from "@alicerce/shared/routes";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { reportNotFound } from "@/api/system/report-not-found";
import { Button } from "@/components/ui/button";

/** docs/product/shell.md#not-found: "Page not found" with a link home; the unknown path is logged here and on the server. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle("Página não encontrada");
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", pathname);
    reportNotFound(pathname);
  }, [pathname]);

  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="text-muted-foreground">A página que você procura não existe ou foi movida.</p>
      <Button asChild>
        <Link to={appRoutes.landing}>Voltar para o início</Link>
      </Button>
    </main>
  );
}
