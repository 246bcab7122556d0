/** docs/product/shell.md#loading: the text shown while the session or a screen loads. */
export function RouteLoading() {
  return (
    <div role="status" className="flex min-h-svh items-center justify-center text-muted-foreground">
      Carregando...
    </div>
  );
}
