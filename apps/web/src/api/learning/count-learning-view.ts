import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LearningContentDetail } from "@alicerce/shared/schemas/learning";
import { client, unwrap } from "../client";
import { learningKeys } from "./keys";

/** POST /api/learning/content/:id/view: counts one opening of the item's page. */
export function countLearningView(id: string): Promise<{ views: number }> {
  return unwrap(client.POST("/api/learning/content/{id}/view", { params: { path: { id } } }));
}

export function useCountLearningView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => countLearningView(id),
    // A lost view count is not worth a toast: the reader is reading.
    meta: { errorToast: false },
    onSuccess: ({ views }, id) => {
      queryClient.setQueryData<LearningContentDetail>(learningKeys.item(id), (item) =>
        item ? { ...item, views } : item,
      );
      // The lists show the count too; they refetch when next shown.
      void queryClient.invalidateQueries({ queryKey: learningKeys.contentLists(), refetchType: "none" });
    },
  });
}
