import { BrowserRouter } from "react-router";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { AuthProvider } from "@/api/auth/auth-provider";
import { AppRoutes } from "./router";

export function App() {
  return (
    <BrowserRouter>
      <AuthProvider>
        <AppRoutes />
        <LazyToaster />
      </AuthProvider>
    </BrowserRouter>
  );
}
