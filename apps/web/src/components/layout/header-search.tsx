import { appRoutes, appPaths } from "@alicerce/shared/routes";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { MapPin } from "lucide-react";
import { Combobox } from "@/components/combobox/combobox";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { fetchProjectList } from "@/api/projects/get-projects";
import { projectKeys } from "@/api/projects/keys";

/** The project search reads words from three letters on; fewer would list every project (decision 136). */
const MIN_CHARS = 3;
const LIMIT = 6;

/**
 * The header's project search (ARIA combobox with a listbox popup): suggestions while typing,
 * arrows + Enter open a project, Enter without a highlighted one opens the filtered list.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const term = useDebouncedValue(query.trim(), 250);
  const enabled = term.length >= MIN_CHARS;

  const { data, isFetching, isError, isPlaceholderData } = useQuery({
    queryKey: projectKeys.preview({ q: term }, LIMIT),
    queryFn: ({ signal }) => fetchProjectList({ q: term, limit: LIMIT }, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const results = enabled ? (data?.items ?? []) : [];
  const expanded = open && enabled;
  // The list still shows an earlier term's matches while the debounce waits or the new ones load.
  const outdated = isFetching || isPlaceholderData || term !== query.trim();

  const go = (path: string) => {
    setOpen(false);
    navigate(path);
  };
  const openProject = (id: string) => {
    setQuery("");
    go(appPaths.project(id));
  };
  const goToList = () => {
    const q = query.trim();
    go(q ? `${appRoutes.projects}?q=${encodeURIComponent(q)}` : appRoutes.projects);
  };

  const status = isError
    ? "Não foi possível buscar projetos."
    : isFetching && results.length === 0
      ? "Buscando projetos..."
      : results.length === 0
        ? "Nenhum projeto encontrado"
        : `${results.length} ${results.length === 1 ? "projeto encontrado" : "projetos encontrados"}`;

  return (
    <div role="search" className="ml-6 hidden max-w-md flex-1 lg:block">
      <Combobox
        id={`${id}-input`}
        label="Buscar projetos"
        placeholder="Buscar projetos..."
        text={query}
        onTextChange={setQuery}
        expanded={expanded}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        onEscapeClosed={() => setQuery("")}
        options={results}
        optionKey={(project) => project.id}
        // The title is the option's first child, as it was before the shared combobox.
        optionClassName={() => "flex flex-col gap-0.5"}
        renderOption={(project) => (
          <>
            <span className="truncate font-medium">{project.title}</span>
            <span className="flex items-center gap-1 text-xs text-muted-foreground">
              <MapPin className="size-3" aria-hidden="true" />
              {project.location_city}/{project.location_state}
            </span>
          </>
        )}
        // New matches replace the list under the highlight, which then goes.
        highlightKey={data}
        onChoose={(project) => openProject(project.id)}
        onEnterWithout={goToList}
        listLabel="Projetos encontrados"
        busy={enabled && outdated}
        fetching={isFetching && enabled}
        status={status}
        empty={results.length === 0}
        inputClassName="h-9"
        footer={
          results.length > 0 && (
            <button
              type="button"
              tabIndex={-1}
              onMouseDown={(event) => event.preventDefault()}
              onClick={goToList}
              className="w-full border-t px-3 py-2 text-left text-xs font-medium text-primary hover:bg-accent"
            >
              Ver todos os resultados para “{query.trim()}”
            </button>
          )
        }
      />
    </div>
  );
}
