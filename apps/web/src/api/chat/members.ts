import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AddMembersInput, ConversationDetail, ConversationFile } from "@alicerce/shared/schemas/chat";
import { client, unwrap } from "../client";
import { chatKeys } from "./keys";

/** POST …/members: admins of a group or project chat add people. */
export function addMembers(conversationId: string, input: AddMembersInput): Promise<ConversationDetail> {
  return unwrap(
    client.POST("/api/chat/conversations/{id}/members", { params: { path: { id: conversationId } }, body: input }),
  );
}

export function useAddMembers(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddMembersInput) => addMembers(conversationId, input),
    onSuccess: (conversation) => {
      queryClient.setQueryData(chatKeys.detail(conversationId), conversation);
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
    },
  });
}

/** DELETE …/members/:userId: an admin removes a member, or a member leaves. */
export async function removeMember(conversationId: string, userId: string): Promise<void> {
  await unwrap(
    client.DELETE("/api/chat/conversations/{id}/members/{userId}", {
      params: { path: { id: conversationId, userId } },
    }),
  );
}

export function useRemoveMember(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeMember(conversationId, userId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.detail(conversationId) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
    },
  });
}

/** GET …/files: every file shared in the conversation, newest first. */
export function getConversationFiles(
  conversationId: string,
  signal?: AbortSignal,
): Promise<{ items: ConversationFile[] }> {
  return unwrap(
    client.GET("/api/chat/conversations/{id}/files", { params: { path: { id: conversationId } }, signal }),
    signal,
  );
}

export function useConversationFiles(conversationId: string, enabled: boolean) {
  return useQuery({
    queryKey: chatKeys.files(conversationId),
    queryFn: ({ signal }) => getConversationFiles(conversationId, signal),
    enabled,
  });
}
