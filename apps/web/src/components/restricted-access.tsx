import type { ReactNode } from "react";
import { Link } from "react-router";
import { ShieldAlert } from "lucide-react";
import { appRoutes } from "@alicerce/shared/routes";
import { Button } from "@/components/ui/button";

/**
 * What a user sees on a screen their account may not open (the API answers 403 as well): a plain
 * sentence, why, and a way back. The screen renders `children` only when `allowed`, so no request
 * of the restricted screen is ever made for the wrong user.
 */
export function RestrictedAccess({
  allowed,
  title,
  reason,
  children,
}: {
  allowed: boolean;
  title: string;
  reason: string;
  children: ReactNode;
}) {
  if (allowed) return <>{children}</>;
  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <div role="alert" className="flex flex-col items-center gap-4 rounded-xl border border-dashed p-10 text-center">
        <ShieldAlert className="size-10 text-destructive" aria-hidden="true" />
        <p className="text-lg font-medium">Acesso restrito</p>
        <p className="max-w-md text-muted-foreground">{reason}</p>
        <Button asChild variant="outline">
          <Link to={appRoutes.dashboard}>Voltar ao início</Link>
        </Button>
      </div>
    </div>
  );
}
