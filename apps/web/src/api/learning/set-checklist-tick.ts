import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProjectType } from "@alicerce/shared/projects";
import type { Checklist, ChecklistItem } from "@alicerce/shared/schemas/learning";
import { client, unwrap } from "../client";
import { learningKeys } from "./keys";

/** PUT /api/learning/checklist/:itemId: ticks or unticks one document for the signed-in user. */
export function setChecklistTick(itemId: string, checked: boolean): Promise<ChecklistItem> {
  return unwrap(client.PUT("/api/learning/checklist/{itemId}", { params: { path: { itemId } }, body: { checked } }));
}

type Variables = { itemId: string; checked: boolean };

/**
 * The box turns at once (optimistic) and turns back if the server refuses; the error toasts by
 * default. The server's answer is then written into the cached checklist.
 */
export function useSetChecklistTick(projectType: ProjectType) {
  const queryClient = useQueryClient();
  const key = learningKeys.checklist(projectType);
  const write = (itemId: string, checked: boolean) =>
    queryClient.setQueryData<Checklist>(key, (list) =>
      list ? { ...list, items: list.items.map((i) => (i.id === itemId ? { ...i, checked } : i)) } : list,
    );
  return useMutation({
    mutationFn: ({ itemId, checked }: Variables) => setChecklistTick(itemId, checked),
    onMutate: async ({ itemId, checked }) => {
      await queryClient.cancelQueries({ queryKey: key });
      write(itemId, checked);
    },
    onError: (_error, { itemId, checked }) => write(itemId, !checked),
    onSuccess: (item) => write(item.id, item.checked),
  });
}
