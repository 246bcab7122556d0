import { appRoutes } from "@alicerce/shared/routes";
import { Link } from "react-router";
import { Construction } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * A dashboard area whose feature has not shipped yet: it says so plainly instead of showing
 * sample data or buttons that do nothing.
 */
export function UpcomingPage({ title }: { title: string }) {
  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed p-10 text-center">
        <Construction className="size-10 text-highlight" aria-hidden="true" />
        <p className="text-lg font-medium">Esta área está sendo preparada.</p>
        <p className="max-w-md text-muted-foreground">
          Em breve você poderá usar {title.toLowerCase() === "projeto" ? "esta página" : `“${title}”`} aqui. Enquanto
          isso, explore o restante da plataforma.
        </p>
        <Button asChild variant="outline">
          <Link to={appRoutes.dashboard}>Voltar ao início</Link>
        </Button>
      </div>
    </div>
  );
}
