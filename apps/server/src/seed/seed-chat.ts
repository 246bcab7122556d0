import { eq } from "drizzle-orm";
import { projectChatName } from "@alicerce/shared/chat";
import type { Database } from "../db/client.ts";
import { conversationParticipants, conversations, messageAttachments, messages, projects } from "../db/schema/index.ts";
import type { Storage } from "../storage/storage.ts";
import { projectPeople } from "../modules/chat/index.ts";
import { samplePdf, storeDemoFile } from "./demo-files.ts";

const MINUTE = 60_000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);

type DemoMessage = {
  from: string;
  text: string;
  /** Minutes before the seed. */
  at: number;
  important?: string;
  /** Index of the message (in this conversation) it answers. */
  replyTo?: number;
  file?: boolean;
};

type DemoConversation = {
  type: "direct" | "group" | "project";
  name?: string;
  project?: string;
  admins: string[];
  /** In a project chat, everyone the project's chat holds joins too (its creator, team and active investors). */
  members: string[];
  /** Minutes before the seed when each participant last read it (absent: has read everything). */
  readAt?: Record<string, number | null>;
  messages: DemoMessage[];
};

const ana = "investidor@alicerce.dev";
const carlos = "criador@alicerce.dev";
const juliana = "juridico@alicerce.dev";
const fernando = "fornecedor@alicerce.dev";
const bruno = "bruno@alicerce.dev";

/** Demo conversations (docs/product/chat.md): direct, group and project, with unread messages for Ana and Carlos. */
const DEMO_CONVERSATIONS: DemoConversation[] = [
  {
    type: "direct",
    admins: [],
    members: [ana, carlos],
    readAt: { [ana]: 190, [carlos]: 20 },
    messages: [
      {
        from: ana,
        text: "Olá, Carlos! Vi o Residencial Jardim das Acácias e gostaria de entender melhor o cronograma.",
        at: 2900,
      },
      {
        from: carlos,
        text: "Olá, Ana! Claro. A fundação termina em março e a estrutura começa logo em seguida.",
        at: 2880,
      },
      { from: ana, text: "E qual é a previsão de entrega das chaves?", at: 2870 },
      {
        from: carlos,
        text: "Dezembro do ano que vem, com seis meses de tolerância previstos em contrato.",
        at: 2860,
        important: ana,
        replyTo: 2,
      },
      { from: ana, text: "Perfeito. Vou analisar o prospecto com calma.", at: 200 },
      { from: carlos, text: "Atualizei o relatório de obra desta semana, com fotos da concretagem.", at: 45 },
      { from: carlos, text: "Se quiser, marcamos uma visita ao canteiro na sexta-feira.", at: 30 },
      { from: ana, text: "Quero sim! Sexta às 10h funciona para mim.", at: 10 },
    ],
  },
  {
    type: "group",
    name: "Comitê de Obras",
    admins: [carlos],
    members: [ana, juliana, bruno],
    readAt: { [ana]: 600, [carlos]: 300, [juliana]: 5, [bruno]: null },
    messages: [
      { from: carlos, text: "Bem-vindos ao comitê! Aqui vamos acompanhar as decisões de obra.", at: 1500 },
      {
        from: juliana,
        text: "Subi a minuta do aditivo de prazo para revisão de todos.",
        at: 1400,
        file: true,
        important: carlos,
      },
      { from: bruno, text: "Li a minuta. A cláusula 4 precisa mencionar a multa por atraso?", at: 700, replyTo: 1 },
      { from: juliana, text: "Sim, vou incluir a multa de 2% na próxima versão.", at: 240, replyTo: 2 },
      { from: carlos, text: "Orçamento de impermeabilização aprovado dentro do previsto.", at: 120 },
      { from: juliana, text: "Versão final do aditivo sai amanhã de manhã.", at: 15 },
    ],
  },
  {
    // Its other members are the project's people as the demo projects left them (investors included).
    type: "project",
    project: "Residencial Jardim das Acácias",
    admins: [carlos, juliana],
    members: [],
    readAt: { [carlos]: 50, [juliana]: 1 },
    messages: [
      { from: carlos, text: "Canal da equipe do projeto criado.", at: 4000 },
      { from: juliana, text: "Registro de incorporação protocolado no cartório.", at: 3000, important: carlos },
      { from: juliana, text: "O cartório pediu a certidão negativa atualizada da construtora.", at: 40 },
    ],
  },
  {
    type: "direct",
    admins: [],
    members: [fernando, ana],
    readAt: { [ana]: null, [fernando]: 0 },
    messages: [
      {
        from: fernando,
        text: "Boa tarde, Ana! Temos condições especiais de esquadrias para investidores da plataforma.",
        at: 90,
      },
    ],
  },
];

/** The file shared in the group. */
const SHARED_DRAFT = {
  title: "Minuta - Aditivo de prazo de obra",
  lines: [
    "Residencial Jardim das Acácias",
    "",
    "Cláusula 1. O prazo de conclusão da estrutura passa a ser de 14 meses.",
    "Cláusula 4. O atraso injustificado sujeita a construtora às penalidades do contrato.",
  ],
};

/** Loads the demo conversations. Without a storage (API tests) the shared file is left out. */
export async function seedChat(db: Database, deps: { storage?: Storage; userIds: Map<string, string> }) {
  const id = (email: string) => deps.userIds.get(email)!;
  for (const demo of DEMO_CONVERSATIONS) {
    let projectId: string | null = null;
    let name = demo.name ?? null;
    if (demo.project) {
      const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.title, demo.project));
      if (!project) throw new Error(`demo project ${demo.project} is missing`);
      projectId = project.id;
      name = projectChatName(demo.project);
    }
    const first = demo.messages[0]!;
    const last = demo.messages.at(-1)!;
    const [conversation] = await db
      .insert(conversations)
      .values({
        type: demo.type,
        name,
        projectId,
        createdBy: id(demo.admins[0] ?? first.from),
        createdAt: ago(first.at + 5),
        updatedAt: ago(last.at),
      })
      .returning({ id: conversations.id });
    const conversationId = conversation!.id;
    const admins = new Set(demo.admins.map(id));
    const readAt = new Map(Object.entries(demo.readAt ?? {}).map(([email, at]) => [id(email), at]));
    const everyone = new Set([...demo.admins, ...demo.members].map(id));
    // A project chat holds the project's people, as the app keeps it (docs/product/chat.md#members).
    if (projectId) for (const userId of await projectPeople(db, projectId)) everyone.add(userId);
    await db.insert(conversationParticipants).values(
      [...everyone].map((userId) => {
        const at = readAt.get(userId);
        return {
          conversationId,
          userId,
          isAdmin: admins.has(userId),
          lastReadAt: at === undefined ? ago(0) : at === null ? null : ago(at),
          joinedAt: ago(first.at + 5),
        };
      }),
    );
    const ids: string[] = [];
    for (const [i, m] of demo.messages.entries()) {
      const [row] = await db
        .insert(messages)
        .values({
          conversationId,
          senderId: id(m.from),
          clientId: `seed-${i}`,
          content: m.text,
          replyToId: m.replyTo === undefined ? null : ids[m.replyTo],
          isImportant: Boolean(m.important),
          importantBy: m.important ? id(m.important) : null,
          createdAt: ago(m.at),
        })
        .returning({ id: messages.id });
      ids.push(row!.id);
      if (m.file && deps.storage) {
        const fileId = await storeDemoFile(db, deps.storage, {
          data: await samplePdf(SHARED_DRAFT.title, SHARED_DRAFT.lines),
          name: "minuta-aditivo-de-prazo.pdf",
          mimeType: "application/pdf",
          uploadedBy: id(m.from),
        });
        await db.insert(messageAttachments).values({ messageId: row!.id, fileId, conversationId });
      }
    }
  }
}
