import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AnswerInput,
  HideQuestionInput,
  OfferQuestionsPage,
  QuestionInput,
  ShowQuestionInput,
} from "@alicerce/shared/schemas/questions";
import { client, unwrap } from "../client";
import { questionKeys } from "./keys";

export type QuestionOrder = "recent" | "unanswered";

/** GET /api/projects/:id/questions: one page of the offer's questions, with what the viewer may do. */
export function useProjectQuestions(projectId: string, page: number, order: QuestionOrder) {
  return useQuery({
    queryKey: questionKeys.page(projectId, page, order),
    queryFn: ({ signal }): Promise<OfferQuestionsPage> =>
      unwrap(
        client.GET("/api/projects/{id}/questions", {
          params: { path: { id: projectId }, query: { page, order } },
          signal,
        }),
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** Every page of the project's questions is stale after a change. */
function useRefreshQuestions(projectId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: questionKeys.project(projectId) });
}

/** POST /api/projects/:id/questions: ask while the raise is open. */
export function useAskQuestion(projectId: string) {
  const refresh = useRefreshQuestions(projectId);
  return useMutation({
    mutationFn: (input: QuestionInput): Promise<{ id: string }> =>
      unwrap(client.POST("/api/projects/{id}/questions", { params: { path: { id: projectId } }, body: input })),
    onSuccess: refresh,
  });
}

/** PUT /api/projects/:id/questions/:questionId/answer: the creator's public answer (or its new text). */
export function useAnswerQuestion(projectId: string, questionId: string) {
  const refresh = useRefreshQuestions(projectId);
  return useMutation({
    mutationFn: (input: AnswerInput): Promise<{ id: string }> =>
      unwrap(
        client.PUT("/api/projects/{id}/questions/{questionId}/answer", {
          params: { path: { id: projectId, questionId } },
          body: input,
        }),
      ),
    onSuccess: refresh,
  });
}

/** One question of one project: what the moderation routes act on. */
export type QuestionRef = { projectId: string; questionId: string };

/** POST /api/projects/:id/questions/:questionId/hide: an admin hides an abusive question, with a reason. */
export function useHideQuestion({ projectId, questionId }: QuestionRef) {
  const refresh = useRefreshQuestions(projectId);
  return useMutation({
    mutationFn: (input: HideQuestionInput): Promise<{ id: string }> =>
      unwrap(
        client.POST("/api/projects/{id}/questions/{questionId}/hide", {
          params: { path: { id: projectId, questionId } },
          body: input,
        }),
      ),
    onSuccess: refresh,
  });
}

/** POST /api/projects/:id/questions/:questionId/show: an admin shows a hidden question again, with a reason. */
export function useShowQuestion({ projectId, questionId }: QuestionRef) {
  const refresh = useRefreshQuestions(projectId);
  return useMutation({
    mutationFn: (input: ShowQuestionInput): Promise<{ id: string }> =>
      unwrap(
        client.POST("/api/projects/{id}/questions/{questionId}/show", {
          params: { path: { id: projectId, questionId } },
          body: input,
        }),
      ),
    onSuccess: refresh,
  });
}
