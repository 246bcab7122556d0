import { appRoutes } from "@alicerce/shared/routes";
import { useState } from "react";
import { Link } from "react-router";
import { Menu, X } from "lucide-react";
import { Logo } from "@/components/brand/logo";
import { buttonVariants } from "@/components/ui/button-variants";

export const LANDING_ANCHORS = [
  { href: "#como-funciona", label: "Como Funciona" },
  { href: "#beneficios", label: "Benefícios" },
  { href: "#ecossistema", label: "Ecossistema" },
];

export function PublicHeader() {
  const [open, setOpen] = useState(false);
  return (
    <header className="fixed inset-x-0 top-0 z-30 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Logo to={appRoutes.landing} />
        <nav aria-label="Seções" className="ml-8 hidden gap-6 md:flex">
          {LANDING_ANCHORS.map((a) => (
            <a
              key={a.href}
              href={a.href}
              className="text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
            >
              {a.label}
            </a>
          ))}
        </nav>
        <div className="ml-auto hidden items-center gap-2 sm:flex">
          <Link className={buttonVariants({ variant: "ghost" })} to={appRoutes.login}>
            Entrar
          </Link>
          <Link className={buttonVariants()} to={appRoutes.register}>
            Criar Conta
          </Link>
        </div>
        <button
          type="button"
          className={`${buttonVariants({ variant: "ghost", size: "icon" })} ml-auto sm:hidden`}
          aria-expanded={open}
          aria-controls="menu-publico"
          aria-label={open ? "Fechar menu" : "Abrir menu"}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X /> : <Menu />}
        </button>
      </div>
      {open && (
        <div id="menu-publico" className="border-t bg-background px-4 pb-4 sm:hidden">
          <nav aria-label="Seções (menu)" className="grid py-2">
            {LANDING_ANCHORS.map((a) => (
              <a
                key={a.href}
                href={a.href}
                onClick={() => setOpen(false)}
                className="rounded-md px-2 py-3 text-sm font-medium hover:bg-accent"
              >
                {a.label}
              </a>
            ))}
          </nav>
          <div className="grid grid-cols-2 gap-2">
            <Link className={buttonVariants({ variant: "outline" })} to={appRoutes.login}>
              Entrar
            </Link>
            <Link className={buttonVariants()} to={appRoutes.register}>
              Criar Conta
            </Link>
          </div>
        </div>
      )}
    </header>
  );
}
