import { appPaths } from "@alicerce/shared/routes";
import { CHAT_TEXTS } from "@alicerce/shared/chat";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { Building2, FolderKanban, Loader2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryStates } from "@/components/list/query-states";
import { useChatProjects } from "@/api/chat/directory";
import { useCreateProjectChat } from "@/api/chat/create-conversation";
import { failureToast } from "./users-tab";
import { ListSkeleton } from "./user-list";

/** The badge of the user's tie to each project. */
const ROLE_LABEL = { creator: "Criador", team: "Equipe", investor: "Investidor" } as const;

/**
 * "Projetos": the projects whose chat the user may open or create (created, on the team, or with an
 * active investment); "Criar Chat" creates or reopens "Chat - {project name}".
 */
export function ProjectsTab({ q }: { q: string }) {
  const navigate = useNavigate();
  const query = useChatProjects(q);
  const create = useCreateProjectChat();

  useEffect(() => {
    if (query.isError) {
      console.error("Erro ao carregar projetos:", query.error);
      failureToast(CHAT_TEXTS.dataLoadFailed);
    }
  }, [query.isError, query.error]);

  return (
    <QueryStates
      query={query}
      pending={<ListSkeleton label="Carregando projetos..." rows={3} />}
      errorTitle={CHAT_TEXTS.dataLoadFailed}
      showCause={false}
      empty={
        <EmptyState
          icon={FolderKanban}
          title="Nenhum projeto encontrado"
          description="Os projetos que você criou, dos quais faz parte ou em que investiu aparecem aqui."
        />
      }
    >
      {(data) => (
        <ul aria-label="Projetos" className="grid grid-cols-[minmax(0,1fr)] gap-2">
          {data.items.map((project) => (
            <li key={project.id} className="flex flex-wrap items-center gap-3 rounded-lg border p-3">
              <Building2 className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="grid min-w-0 flex-1 gap-1">
                <span className="truncate text-sm font-medium">{project.title}</span>
                <Badge variant="secondary">{ROLE_LABEL[project.role]}</Badge>
              </span>
              <Button
                size="sm"
                disabled={create.isPending}
                aria-label={`Criar Chat do projeto ${project.title}`}
                onClick={() =>
                  create.mutate(
                    { project_id: project.id },
                    {
                      onSuccess: (conversation) => navigate(appPaths.chat(conversation.id)),
                      onError: () => failureToast(CHAT_TEXTS.projectChatCreateFailed),
                    },
                  )
                }
              >
                {create.isPending && create.variables?.project_id === project.id && (
                  <Loader2 className="animate-spin" aria-hidden="true" />
                )}
                Criar Chat
              </Button>
            </li>
          ))}
        </ul>
      )}
    </QueryStates>
  );
}
