import type { ReactNode } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { AuthProvider } from "@/api/auth/auth-provider";
import { createQueryClient } from "@/app/query-client";

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders `element` at `path` inside the providers the dashboard gives its screens. */
export function renderInDashboard(
  element: ReactNode,
  { path = "/", route = "*" }: { path?: string; route?: string } = {},
) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AuthProvider>
          <Routes>
            <Route path={route} element={element} />
            {route !== "*" && <Route path="*" element={null} />}
          </Routes>
          <LocationProbe />
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // The cache, for a test that plays what a live event does to it (api/live).
  return { ...rendered, queryClient };
}
