import { appRoutes } from "@alicerce/shared/routes";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PlainShieldCheckIcon } from "@/components/ui/plain-icons";
import { Logo } from "@/components/brand/logo";

/** Split screen: the form on one side, a short reassurance panel on large screens. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className="grid min-h-svh lg:grid-cols-2">
      <div className="flex flex-col gap-6 px-4 py-6 sm:px-8">
        <Logo to={appRoutes.landing} />
        <main className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-8">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <p className="mt-2 text-muted-foreground">{subtitle}</p>
          <div className="mt-8">{children}</div>
        </main>
        <p className="text-center text-sm text-muted-foreground">
          <Link to={appRoutes.landing} className="underline-offset-4 hover:underline">
            Voltar para o início
          </Link>
        </p>
      </div>
      <aside className="relative hidden overflow-hidden bg-primary text-primary-foreground lg:flex lg:flex-col lg:justify-end lg:p-12">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,oklch(0.8_0.15_75/0.35),transparent_45%),radial-gradient(circle_at_80%_60%,oklch(0.55_0.12_255/0.6),transparent_50%)]"
        />
        <div className="relative max-w-md">
          <PlainShieldCheckIcon className="size-10 text-highlight" />
          <p className="mt-6 text-2xl font-semibold leading-snug">
            Projetos imobiliários com investidores, gestores, fornecedores e jurídico na mesma base.
          </p>
          <p className="mt-4 text-primary-foreground/80">
            Contratos, documentos e aportes acompanhados em um só lugar, com segurança jurídica em cada etapa.
          </p>
        </div>
      </aside>
    </div>
  );
}
