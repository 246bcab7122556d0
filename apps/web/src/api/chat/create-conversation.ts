import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  ConversationDetail,
  DirectChatInput,
  GroupChatInput,
  ProjectChatInput,
} from "@alicerce/shared/schemas/chat";
import { client, unwrap } from "../client";
import { chatKeys } from "./keys";

/** POST /api/chat/conversations/direct: the existing chat between exactly the two users, or a new one. */
export function createDirectChat(input: DirectChatInput): Promise<ConversationDetail> {
  return unwrap(client.POST("/api/chat/conversations/direct", { body: input }));
}

/** POST /api/chat/conversations/group: the creator becomes an admin. */
export function createGroupChat(input: GroupChatInput): Promise<ConversationDetail> {
  return unwrap(client.POST("/api/chat/conversations/group", { body: input }));
}

/** POST /api/chat/conversations/project: creates or reopens "Chat - {project name}". */
export function createProjectChat(input: ProjectChatInput): Promise<ConversationDetail> {
  return unwrap(client.POST("/api/chat/conversations/project", { body: input }));
}

/** A creation whose failure the screen announces with its own message (docs/product/messages.md#chat). */
function useCreate<I>(create: (input: I) => Promise<ConversationDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: create,
    onSuccess: (conversation) => {
      queryClient.setQueryData(chatKeys.detail(conversation.id), conversation);
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ["chat", "projects"] });
    },
  });
}

export const useCreateDirectChat = () => useCreate(createDirectChat);
export const useCreateGroupChat = () => useCreate(createGroupChat);
export const useCreateProjectChat = () => useCreate(createProjectChat);
