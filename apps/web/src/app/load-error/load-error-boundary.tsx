import { Component, type ErrorInfo, type ReactNode } from "react";
// buttonVariants, not Button: Button brings tailwind-merge (8 KB gzip) into the first load, which
// the landing and login pages otherwise never download (docs/decisions/002-first-load-budget.md).
import { buttonVariants } from "@/components/ui/button-variants";
import { browserPage, isChunkLoadError, isNewDeployment, reloadOnce } from "./chunk-errors";

type Props = { children: ReactNode };
type State = { error: unknown };

/**
 * The one place a screen that fails to load or render ends up: every lazy screen (router.tsx and
 * the screens' own lazy imports) throws here, so the person gets a pt-BR screen with "Recarregar"
 * instead of a white page. A chunk missing because a new version was deployed reloads the page
 * once by itself.
 */
export class LoadErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("Falha ao exibir a tela:", error, info.componentStack);
    if (isChunkLoadError(error)) {
      void isNewDeployment().then((isNew) => {
        if (isNew) reloadOnce();
      });
    }
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    const chunk = isChunkLoadError(this.state.error);
    return (
      <main role="alert" className="flex min-h-svh flex-col items-center justify-center gap-4 px-4 text-center">
        <h1 className="text-2xl font-semibold">
          {chunk ? "Não foi possível carregar esta parte do Alicerce." : "Algo deu errado ao exibir esta tela."}
        </h1>
        <p className="text-muted-foreground">
          {chunk
            ? "Verifique sua conexão e recarregue a página."
            : "Recarregue a página; se o problema continuar, tente novamente mais tarde."}
        </p>
        <button type="button" className={buttonVariants()} onClick={() => browserPage.reload()}>
          Recarregar
        </button>
      </main>
    );
  }
}
