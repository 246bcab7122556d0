import { BrowserRouter } from "react-router";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { AuthProvider } from "@/api/auth/auth-provider";
import { AppRoutes } from "./router";
import { LoadErrorBoundary } from "./load-error/load-error-boundary";

export function App() {
  return (
    <BrowserRouter>
      <AuthProvider>
        <LoadErrorBoundary>
          <AppRoutes />
          <LazyToaster />
        </LoadErrorBoundary>
      </AuthProvider>
    </BrowserRouter>
  );
}
