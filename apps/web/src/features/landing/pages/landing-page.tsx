import { appRoutes } from "@alicerce/shared/routes";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { Suspense } from "react";
import { lazyNamed } from "@/lib/lazy-named";
import { Link } from "react-router";
import { ArrowRight, CheckCircle2 } from "lucide-react";
import { LogoMark } from "@/components/brand/logo";
import { buttonVariants } from "@/components/ui/button-variants";
import { useAuth } from "@/api/auth/auth-provider";
import { HeroIllustration } from "../components/hero-illustration";
import { PublicHeader } from "../components/public-header";
import { AUDIENCES, BENEFITS, STEPS, TRUST_POINTS, type Feature } from "../landing-content";

// The dashboard header (menus, avatar) loads only for logged-in visitors.
const LoggedInHeader = lazyNamed(() => import("../components/logged-in-header"), "LoggedInHeader");

function FeatureCard({ feature, index }: { feature: Feature; index?: number }) {
  return (
    <li className="relative flex flex-col gap-3 rounded-2xl border bg-card p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary">
          <feature.icon className="size-5" aria-hidden="true" />
        </span>
        {index !== undefined && <span className="text-sm font-semibold text-muted-foreground">Passo {index + 1}</span>}
      </div>
      <h3 className="text-lg font-semibold">{feature.title}</h3>
      <p className="text-muted-foreground">{feature.description}</p>
    </li>
  );
}

function SectionHeading({ id, eyebrow, title, text }: { id: string; eyebrow: string; title: string; text: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wider text-highlight-foreground uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-lg text-muted-foreground">{text}</p>
    </div>
  );
}

export function LandingPage() {
  const { user } = useAuth();
  useDocumentTitle(null);
  return (
    <div className="min-h-svh bg-background">
      {user ? (
        <Suspense fallback={<div className="h-16 border-b" />}>
          <LoggedInHeader user={user} />
        </Suspense>
      ) : (
        <PublicHeader />
      )}

      <main className="pt-16">
        <section aria-labelledby="hero-title" className="relative overflow-hidden">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_left,oklch(0.93_0.04_255),transparent_60%),radial-gradient(ellipse_at_bottom_right,oklch(0.95_0.06_80),transparent_55%)]"
          />
          <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-2 lg:px-8">
            <div>
              <p className="inline-flex items-center gap-2 rounded-full border bg-background/80 px-3 py-1 text-sm font-medium text-muted-foreground">
                <LogoMark className="size-5" /> Ecossistema de projetos imobiliários
              </p>
              <h1
                id="hero-title"
                className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl xl:text-[3.5rem] xl:leading-[1.1]"
              >
                Construa, invista e execute projetos imobiliários{" "}
                <span className="text-primary underline decoration-highlight decoration-4 underline-offset-8">
                  sobre uma base sólida
                </span>
              </h1>
              <p className="mt-6 max-w-xl text-lg text-muted-foreground">
                O Alicerce reúne investidores, gestores, fornecedores e profissionais jurídicos na mesma plataforma, com
                transparência em cada aporte e segurança jurídica em cada contrato.
              </p>
              <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                <Link className={buttonVariants({ size: "lg" })} to={appRoutes.register}>
                  Começar Gratuitamente
                  <ArrowRight aria-hidden="true" />
                </Link>
                <a className={buttonVariants({ variant: "outline", size: "lg" })} href="#como-funciona">
                  Ver Como Funciona
                </a>
              </div>
              <p className="mt-4 text-sm text-muted-foreground">
                <Link to={appRoutes.login} className="font-medium text-primary underline-offset-4 hover:underline">
                  Ja tenho conta
                </Link>
              </p>
              <ul className="mt-8 grid gap-3 sm:grid-cols-2">
                {TRUST_POINTS.map((p) => (
                  <li key={p.title} className="flex gap-3">
                    <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
                    <span>
                      <span className="font-semibold">{p.title}.</span>{" "}
                      <span className="text-muted-foreground">{p.description}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </div>
            <div className="mx-auto w-full max-w-lg">
              <HeroIllustration />
            </div>
          </div>
        </section>

        <section id="ecossistema" aria-labelledby="ecossistema-title" className="scroll-mt-16 py-16 md:py-24">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <SectionHeading
              id="ecossistema-title"
              eyebrow="Ecossistema"
              title="Um lugar para cada participante"
              text="Cada perfil encontra as ferramentas certas para fazer sua parte no projeto."
            />
            <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {AUDIENCES.map((a) => (
                <FeatureCard key={a.title} feature={a} />
              ))}
            </ul>
          </div>
        </section>

        <section
          id="como-funciona"
          aria-labelledby="como-funciona-title"
          className="scroll-mt-16 bg-muted/60 py-16 md:py-24"
        >
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <SectionHeading
              id="como-funciona-title"
              eyebrow="Como funciona"
              title="Do projeto à entrega em três passos"
              text="Um caminho claro para tirar seu empreendimento do papel."
            />
            <ol className="mt-12 grid gap-6 md:grid-cols-3">
              {STEPS.map((s, i) => (
                <FeatureCard key={s.title} feature={s} index={i} />
              ))}
            </ol>
          </div>
        </section>

        <section id="beneficios" aria-labelledby="beneficios-title" className="scroll-mt-16 py-16 md:py-24">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <SectionHeading
              id="beneficios-title"
              eyebrow="Benefícios"
              title="Por que escolher o Alicerce"
              text="Tudo o que um projeto imobiliário precisa para avançar com confiança."
            />
            <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {BENEFITS.map((b) => (
                <FeatureCard key={b.title} feature={b} />
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="cta-title" className="px-4 pb-16 sm:px-6 md:pb-24 lg:px-8">
          <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12">
            <div
              aria-hidden="true"
              className="absolute inset-0 bg-[radial-gradient(circle_at_15%_20%,oklch(0.8_0.15_75/0.35),transparent_40%)]"
            />
            <h2 id="cta-title" className="relative text-3xl font-bold tracking-tight">
              Pronto para começar seu próximo projeto?
            </h2>
            <p className="relative mx-auto mt-4 max-w-xl text-primary-foreground/85">
              Crie sua conta em poucos minutos e conecte-se a quem faz o mercado imobiliário acontecer.
            </p>
            <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Link className={buttonVariants({ variant: "highlight", size: "lg" })} to={appRoutes.register}>
                Começar Gratuitamente
              </Link>
              <Link
                className={`${buttonVariants({ variant: "outline", size: "lg" })} border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground`}
                to={appRoutes.login}
              >
                Entrar
              </Link>
            </div>
          </div>
        </section>
      </main>

      <footer className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:px-6 lg:px-8">
          <div className="flex items-center gap-2">
            <LogoMark className="size-6" />
            <span className="font-semibold text-foreground">Alicerce</span>
          </div>
          <p>© 2025 Alicerce. Todos os direitos reservados.</p>
        </div>
      </footer>
    </div>
  );
}
