import { useId, useState } from "react";
import { FolderKanban, User, UsersRound } from "lucide-react";
import { SearchInput } from "@/components/combobox/search-input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { UsersTab } from "../components/users-tab";
import { GroupTab } from "../components/group-tab";
import { ProjectsTab } from "../components/projects-tab";

/**
 * docs/product/chat.md#new-conversation (/dashboard/chat/new): three tabs; "Usuários" and "Projetos" share
 * one search box, "Criar Grupo" picks its members with the people picker.
 */
export function NewChatPage() {
  const id = useId();
  const [search, setSearch] = useState("");
  const [tab, setTab] = useState("usuarios");
  const q = useDebouncedValue(search.trim(), 250);

  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Nova Conversa</h1>
        <p className="mt-1 text-muted-foreground">
          Converse com uma pessoa, crie um grupo ou abra o chat de um projeto.
        </p>
      </header>
      {/* A new group picks its members with the people picker inside its form instead. */}
      <div role="search" hidden={tab === "grupo"}>
        <SearchInput
          id={`${id}-search`}
          label={tab === "projetos" ? "Buscar projetos" : "Buscar usuários"}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={tab === "projetos" ? "Buscar projetos..." : "Buscar usuários..."}
          autoComplete="off"
        />
      </div>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Tipo de conversa">
          <TabsTrigger value="usuarios">
            <User aria-hidden="true" className="hidden sm:block" />
            Usuários
          </TabsTrigger>
          <TabsTrigger value="grupo">
            <UsersRound aria-hidden="true" className="hidden sm:block" />
            Criar Grupo
          </TabsTrigger>
          <TabsTrigger value="projetos">
            <FolderKanban aria-hidden="true" className="hidden sm:block" />
            Projetos
          </TabsTrigger>
        </TabsList>
        <TabsContent value="usuarios">
          <UsersTab q={q} />
        </TabsContent>
        <TabsContent value="grupo">
          <GroupTab />
        </TabsContent>
        <TabsContent value="projetos">
          <ProjectsTab q={q} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
