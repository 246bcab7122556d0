import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DiaryPage, DiaryUpdateInput } from "@alicerce/shared/schemas/diary";
import { client, unwrap } from "../client";
import { projectKeys } from "../projects/keys";
import { diaryKeys } from "./keys";

/** GET /api/projects/:id/diary: one page of updates, newest first, with the phases' progress (only when `enabled`). */
export function useProjectDiary(projectId: string, page: number, enabled = true) {
  return useQuery({
    queryKey: diaryKeys.page(projectId, page),
    queryFn: ({ signal }): Promise<DiaryPage> =>
      unwrap(
        client.GET("/api/projects/{id}/diary", { params: { path: { id: projectId }, query: { page } }, signal }),
        signal,
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** After a post or a deletion the phase's percentage moves, so the project's timeline is stale too. */
function useRefreshDiary(projectId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: diaryKeys.all(projectId) }),
      queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
    ]);
}

/** POST /api/projects/:id/diary. */
export function usePostDiaryUpdate(projectId: string) {
  const refresh = useRefreshDiary(projectId);
  return useMutation({
    mutationFn: (input: DiaryUpdateInput): Promise<{ id: string }> =>
      unwrap(client.POST("/api/projects/{id}/diary", { params: { path: { id: projectId } }, body: input })),
    onSuccess: refresh,
  });
}

/** DELETE /api/projects/:id/diary/:updateId: its author or the project's creator (decision 063). */
export function useDeleteDiaryUpdate(projectId: string) {
  const refresh = useRefreshDiary(projectId);
  return useMutation({
    mutationFn: (updateId: string): Promise<unknown> =>
      unwrap(client.DELETE("/api/projects/{id}/diary/{updateId}", { params: { path: { id: projectId, updateId } } })),
    onSuccess: refresh,
  });
}
