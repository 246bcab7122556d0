import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParamsSchema, uuidSchema } from "@alicerce/shared/schemas/common";
import {
  addMembersInputSchema,
  chatProjectListSchema,
  chatUserPageSchema,
  chatUserSearchQuerySchema,
  conversationDetailSchema,
  conversationFileListSchema,
  conversationListQuerySchema,
  conversationListSchema,
  directChatInputSchema,
  editMessageInputSchema,
  forwardMessageInputSchema,
  groupChatInputSchema,
  messagePageSchema,
  messageSearchPageSchema,
  messageSearchQuerySchema,
  messageSchema,
  messagesQuerySchema,
  projectChatInputSchema,
  readReceiptSchema,
  renameConversationInputSchema,
  sendMessageInputSchema,
  unreadTotalSchema,
} from "@alicerce/shared/schemas/chat";
import type { AppDeps } from "../../app-deps.ts";
import { errorResponses } from "../../http/error-responses.ts";
import { sendStoredFile } from "../files/index.ts";
import { requireParticipant } from "./access.ts";
import { deleteMessage, editMessage } from "./change-message.ts";
import { getConversation, listConversations, unreadTotal } from "./conversation-reads.ts";
import { createGroupChat, openDirectChat, openProjectChat } from "./create-conversations.ts";
import { findConversationFile, listConversationFiles } from "./files.ts";
import { addMembers, removeMember, renameConversation } from "./members.ts";
import { messagePage, searchMessages } from "./message-reads.ts";
import { listChatProjects, searchUsers } from "./people.ts";
import { forwardMessage, markImportant, markRead, sendMessage } from "./send-message.ts";

const tags = ["chat"];
/** Chat writes change only chat data: the project list and session caches stay warm (decision 021). */
const chatWrite = { config: { touches: ["chat"] } } as const;
const detail = { 200: conversationDetailSchema, 201: conversationDetailSchema, ...errorResponses };
const sentMessage = { 200: messageSchema, 201: messageSchema, ...errorResponses };

/** The chat API (docs/api/chat.md). Every route reads `request.user`; non-participants get 404. */
export const chatRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const writeDeps = { db, signals: deps.signals };

  app.get(
    "/api/chat/conversations",
    {
      schema: {
        tags,
        summary: "Conversas do usuário, com última mensagem e não lidas",
        querystring: conversationListQuerySchema,
        response: { 200: conversationListSchema, ...errorResponses },
      },
    },
    async (request) => listConversations(db, request.user.id, request.query.q),
  );

  app.get(
    "/api/chat/unread",
    {
      schema: {
        tags,
        summary: "Total de mensagens não lidas",
        response: { 200: unreadTotalSchema, ...errorResponses },
      },
    },
    async (request) => unreadTotal(db, request.user.id),
  );

  app.get(
    "/api/chat/users",
    {
      schema: {
        tags,
        summary: "Busca outros usuários para conversar (20 por página)",
        querystring: chatUserSearchQuerySchema,
        response: { 200: chatUserPageSchema, ...errorResponses },
      },
    },
    async (request) => searchUsers(db, request.user.id, request.query),
  );

  app.get(
    "/api/chat/projects",
    {
      schema: {
        tags,
        summary: "Projetos de que o usuário participa, com o chat de cada um",
        querystring: conversationListQuerySchema,
        response: { 200: chatProjectListSchema, ...errorResponses },
      },
    },
    async (request) => listChatProjects(db, request.user.id, request.query.q),
  );

  app.post(
    "/api/chat/conversations/direct",
    {
      ...chatWrite,
      schema: {
        tags,
        summary: "Abre a conversa direta com um usuário (reusa a existente)",
        body: directChatInputSchema,
        response: detail,
      },
    },
    async (request, reply) => {
      const opened = await openDirectChat(writeDeps, request.user.id, request.body.user_id);
      return reply.status(opened.created ? 201 : 200).send(opened.conversation);
    },
  );

  app.post(
    "/api/chat/conversations/group",
    {
      ...chatWrite,
      schema: { tags, summary: "Cria um grupo", body: groupChatInputSchema, response: detail },
    },
    async (request, reply) => {
      const opened = await createGroupChat(writeDeps, request.user.id, request.body);
      return reply.status(201).send(opened.conversation);
    },
  );

  app.post(
    "/api/chat/conversations/project",
    {
      ...chatWrite,
      schema: {
        tags,
        summary: 'Cria ou reabre o "Chat - {projeto}" com a equipe do projeto',
        body: projectChatInputSchema,
        response: detail,
      },
    },
    async (request, reply) => {
      const opened = await openProjectChat(writeDeps, request.user.id, request.body.project_id);
      return reply.status(opened.created ? 201 : 200).send(opened.conversation);
    },
  );

  app.get(
    "/api/chat/conversations/:id",
    {
      schema: {
        tags,
        summary: "Conversa com participantes",
        params: idParamsSchema,
        response: { 200: conversationDetailSchema, ...errorResponses },
      },
    },
    async (request) => getConversation(db, request.user.id, request.params.id),
  );

  app.patch(
    "/api/chat/conversations/:id",
    {
      ...chatWrite,
      schema: {
        tags,
        summary: "Renomeia um grupo (administradores)",
        params: idParamsSchema,
        body: renameConversationInputSchema,
        response: { 200: conversationDetailSchema, ...errorResponses },
      },
    },
    async (request) => renameConversation(writeDeps, request.user.id, request.params.id, request.body),
  );

  app.post(
    "/api/chat/conversations/:id/members",
    {
      ...chatWrite,
      schema: {
        tags,
        summary: "Adiciona membros (administradores de grupo ou chat de projeto)",
        params: idParamsSchema,
        body: addMembersInputSchema,
        response: { 200: conversationDetailSchema, ...errorResponses },
      },
    },
    async (request) => addMembers(writeDeps, request.user.id, request.params.id, request.body),
  );

  app.delete(
    "/api/chat/conversations/:id/members/:userId",
    {
      ...chatWrite,
      schema: {
        tags,
        summary: "Remove um membro (administradores) ou sai da conversa (o próprio membro)",
        params: z.object({ id: uuidSchema, userId: uuidSchema }),
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await removeMember(writeDeps, request.user.id, request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/chat/conversations/:id/messages",
    {
      schema: {
        tags,
        summary: "Mensagens: a página mais recente, anteriores (before) ou posteriores (after) a uma mensagem",
        params: idParamsSchema,
        querystring: messagesQuerySchema,
        response: { 200: messagePageSchema, ...errorResponses },
      },
    },
    async (request) => {
      await requireParticipant(db, request.params.id, request.user.id);
      return messagePage(db, request.params.id, request.query);
    },
  );

  app.get(
    "/api/chat/conversations/:id/messages/search",
    {
      schema: {
        tags,
        summary: "Procura mensagens da conversa pelo texto (mais recentes primeiro, 20 por página)",
        params: idParamsSchema,
        querystring: messageSearchQuerySchema,
        response: { 200: messageSearchPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      await requireParticipant(db, request.params.id, request.user.id);
      return searchMessages(db, request.params.id, request.query);
    },
  );

  app.post(
    "/api/chat/conversations/:id/messages",
    {
      ...chatWrite,
      schema: {
        tags,
        summary: "Envia uma mensagem (um reenvio com o mesmo client_id devolve a mesma mensagem)",
        params: idParamsSchema,
        body: sendMessageInputSchema,
        response: sentMessage,
      },
    },
    async (request, reply) => {
      const sent = await sendMessage(writeDeps, request.user.id, request.params.id, request.body);
      return reply.status(sent.created ? 201 : 200).send(sent.message);
    },
  );

  app.post(
    "/api/chat/conversations/:id/read",
    {
      ...chatWrite,
      schema: {
        tags,
        summary: "Marca a conversa como lida",
        params: idParamsSchema,
        response: { 200: readReceiptSchema, ...errorResponses },
      },
    },
    async (request) => markRead(writeDeps, request.user.id, request.params.id),
  );

  app.post(
    "/api/chat/messages/:id/important",
    {
      ...chatWrite,
      schema: {
        tags,
        summary: "Marca como importante a mensagem de outro participante (uma vez)",
        params: idParamsSchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => markImportant(writeDeps, request.user.id, request.params.id),
  );

  app.patch(
    "/api/chat/messages/:id",
    {
      ...chatWrite,
      schema: {
        tags,
        summary: "Edita o texto da própria mensagem (até 15 minutos após o envio)",
        params: idParamsSchema,
        body: editMessageInputSchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => editMessage(writeDeps, request.user.id, request.params.id, request.body),
  );

  app.delete(
    "/api/chat/messages/:id",
    {
      ...chatWrite,
      schema: {
        tags,
        summary: 'Apaga a própria mensagem (fica "Mensagem apagada")',
        params: idParamsSchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => deleteMessage(writeDeps, request.user.id, request.params.id),
  );

  app.post(
    "/api/chat/messages/:id/forward",
    {
      ...chatWrite,
      schema: {
        tags,
        summary: "Encaminha a mensagem para outra conversa do usuário",
        params: idParamsSchema,
        body: forwardMessageInputSchema,
        response: sentMessage,
      },
    },
    async (request, reply) => {
      const sent = await forwardMessage(writeDeps, request.user.id, request.params.id, request.body);
      return reply.status(sent.created ? 201 : 200).send(sent.message);
    },
  );

  app.get(
    "/api/chat/conversations/:id/files",
    {
      schema: {
        tags,
        summary: "Arquivos compartilhados na conversa",
        params: idParamsSchema,
        response: { 200: conversationFileListSchema, ...errorResponses },
      },
    },
    async (request) => listConversationFiles(db, request.user.id, request.params.id),
  );

  app.get(
    "/api/chat/conversations/:id/files/:fileId",
    {
      schema: {
        tags,
        summary: "Baixa um arquivo da conversa (participantes)",
        params: z.object({ id: uuidSchema, fileId: uuidSchema }),
      },
    },
    async (request, reply) => {
      const file = await findConversationFile(db, request.user.id, request.params.id, request.params.fileId);
      return sendStoredFile(reply, deps.storage, file, { caching: "download" });
    },
  );
};
