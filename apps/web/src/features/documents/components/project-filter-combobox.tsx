import { useRef, useState } from "react";
import { Combobox } from "@/components/combobox/combobox";
import { usePagedOptions, type MoreOption } from "@/components/combobox/use-paged-options";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { cn } from "@/lib/cn";
import { useFilterProjects } from "@/api/documents/get-filter-projects";

type Option = { kind: "all" } | { kind: "project"; id: string; title: string } | MoreOption;

/**
 * The documents screen's project filter (decision 053): an ARIA combobox that searches the projects
 * of the person's documents as they type (GET /api/documents/project-filter, 20 at a time by title),
 * instead of a select holding every project. Arrows move, Enter chooses, Escape closes; "Todos os
 * projetos" clears the filter and "Carregar mais projetos" (or scrolling to the end) reads the next
 * page. Like the header's project search (components/layout/header-search.tsx).
 */
export function ProjectFilterCombobox({
  id,
  value,
  title,
  onChange,
  className,
}: {
  id: string;
  /** The chosen project's id (the URL's ?project=). */
  value: string | undefined;
  /** Its title, as the list's answer gives it (`project`). */
  title: string | undefined;
  onChange: (projectId: string | undefined) => void;
  className?: string;
}) {
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  // The title of a project just picked, shown until the list's answer brings it.
  const picked = useRef<{ id: string; title: string } | null>(null);
  const q = useDebouncedValue(text.trim(), 250);
  const projects = useFilterProjects(q, open);
  const paged = usePagedOptions(projects, { text, term: q, open });
  const found = paged.found;
  const options: Option[] = [{ kind: "all" }, ...found.map((p) => ({ kind: "project" as const, ...p })), ...paged.more];
  const chosenTitle = value ? (title ?? (picked.current?.id === value ? picked.current.title : undefined)) : undefined;

  const close = () => {
    setOpen(false);
    setText("");
  };
  const choose = (option: Option) => {
    if (option.kind === "more") {
      paged.nextPage();
      return "stay";
    }
    if (option.kind === "project") picked.current = { id: option.id, title: option.title };
    onChange(option.kind === "project" ? option.id : undefined);
    close();
  };

  const status = projects.isError
    ? "Não foi possível carregar os projetos. Tente novamente."
    : projects.isPending
      ? "Carregando projetos..."
      : found.length === 0
        ? "Nenhum projeto encontrado"
        : `${found.length} ${found.length === 1 ? "projeto encontrado" : "projetos encontrados"}${projects.hasNextPage ? ", há mais" : ""}`;

  return (
    <Combobox
      id={id}
      label="Filtrar por projeto"
      placeholder={chosenTitle ? `Projeto: ${chosenTitle}` : "Projeto: Todos"}
      text={open ? text : chosenTitle ? `Projeto: ${chosenTitle}` : ""}
      onTextChange={setText}
      expanded={open}
      onOpen={() => setOpen(true)}
      onClose={close}
      options={options}
      optionKey={(option) => (option.kind === "project" ? option.id : option.kind)}
      renderOption={(option) =>
        option.kind === "all" ? "Todos os projetos" : option.kind === "more" ? paged.moreText("projetos") : option.title
      }
      optionClassName={(option) =>
        cn(
          "truncate",
          option.kind === "more" && "text-primary",
          option.kind === "project" && option.id === value && "font-medium",
        )
      }
      onChoose={choose}
      listLabel="Projetos"
      status={status}
      empty={found.length === 0}
      {...paged.paging}
      icon="chevrons"
      className={className}
      inputClassName="h-9 w-full truncate bg-background"
      popupClassName="min-w-64"
      listClassName="max-h-72 overflow-y-auto p-1"
    />
  );
}
