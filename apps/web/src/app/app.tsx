import { BrowserRouter } from "react-router";
import { appToaster } from "@/components/ui/lazy-toaster";
import { AuthProvider } from "@/api/auth/auth-provider";
import { AppRoutes } from "./router";
import { LoadErrorBoundary } from "./load-error/load-error-boundary";

export function App() {
  return (
    <BrowserRouter>
      <AuthProvider>
        <LoadErrorBoundary>
          <AppRoutes />
          <appToaster.LazyToaster />
        </LoadErrorBoundary>
      </AuthProvider>
    </BrowserRouter>
  );
}
