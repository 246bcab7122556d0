import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminUser } from "@alicerce/shared/schemas/admin";
import { client, unwrap } from "../client";
import { projectKeys } from "../projects/keys";
import { adminKeys } from "./keys";

/** POST /api/admin/users/:id/verify or /unverify. */
export function setUserVerified(id: string, verified: boolean): Promise<AdminUser> {
  const params = { path: { id } };
  return unwrap(
    verified
      ? client.POST("/api/admin/users/{id}/verify", { params })
      : client.POST("/api/admin/users/{id}/unverify", { params }),
  );
}

export function useSetUserVerified() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, verified }: { id: string; verified: boolean }) => setUserVerified(id, verified),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.totals() }),
        // A project page shows its creator's "Verificado" badge.
        queryClient.invalidateQueries({ queryKey: [...projectKeys.all, "detail"] }),
        // A legal account's verification changes which projects it may read.
        queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
      ]),
  });
}
