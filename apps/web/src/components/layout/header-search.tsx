import { appRoutes, appPaths } from "@alicerce/shared/routes";
import { useId, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Loader2, MapPin, Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { useHighlight } from "@/hooks/use-highlight";
import { cn } from "@/lib/cn";
import { fetchProjectList } from "@/api/projects/get-projects";
import { projectKeys } from "@/api/projects/keys";

const MIN_CHARS = 2;
const LIMIT = 6;

/**
 * The header's project search (ARIA combobox with a listbox popup): suggestions while typing,
 * arrows + Enter open a project, Enter without a highlighted one opens the filtered list.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-listbox`;
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
  // New matches replace the list under the highlight, which then goes.
  const [active, setActive] = useHighlight(data);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (path: string) => {
    close();
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

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setOpen(true);
        if (results.length) setActive((i) => (i + 1) % results.length);
        break;
      case "ArrowUp":
        event.preventDefault();
        setOpen(true);
        if (results.length) setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
        break;
      case "Enter": {
        event.preventDefault();
        const chosen = expanded && active >= 0 ? results[active] : undefined;
        if (chosen) openProject(chosen.id);
        else goToList();
        break;
      }
      case "Escape":
        if (expanded) {
          event.preventDefault();
          close();
        } else if (query) {
          setQuery("");
        }
        break;
    }
  };

  const activeId = expanded && active >= 0 && results[active] ? `${id}-option-${active}` : undefined;
  const status = isError
    ? "Não foi possível buscar projetos."
    : isFetching && results.length === 0
      ? "Buscando projetos..."
      : results.length === 0
        ? "Nenhum projeto encontrado"
        : `${results.length} ${results.length === 1 ? "projeto encontrado" : "projetos encontrados"}`;

  return (
    <div role="search" className="relative ml-6 hidden max-w-md flex-1 lg:block">
      <label htmlFor={`${id}-input`} className="sr-only">
        Buscar projetos
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id={`${id}-input`}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        autoComplete="off"
        placeholder="Buscar projetos..."
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
        className="h-9 pr-9 pl-9"
      />
      {isFetching && enabled && (
        <Loader2
          className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted-foreground"
          aria-hidden="true"
        />
      )}
      <div
        className={cn(
          "absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-md",
          !expanded && "hidden",
        )}
      >
        <ul
          id={listboxId}
          role="listbox"
          aria-label="Projetos encontrados"
          aria-busy={enabled && outdated}
          className="max-h-80 overflow-y-auto p-1"
        >
          {results.map((project, index) => (
            <li
              key={project.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              // Keep focus in the input: the click would otherwise blur it and close the list first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => openProject(project.id)}
              onMouseMove={() => setActive(index)}
              className="flex cursor-pointer flex-col gap-0.5 rounded-sm px-3 py-2 text-sm aria-selected:bg-accent aria-selected:text-accent-foreground"
            >
              <span className="truncate font-medium">{project.title}</span>
              <span className="flex items-center gap-1 text-xs text-muted-foreground">
                <MapPin className="size-3" aria-hidden="true" />
                {project.location_city}/{project.location_state}
              </span>
            </li>
          ))}
        </ul>
        {results.length === 0 && <p className="px-3 py-2 text-sm text-muted-foreground">{status}</p>}
        {results.length > 0 && (
          <button
            type="button"
            tabIndex={-1}
            onMouseDown={(event) => event.preventDefault()}
            onClick={goToList}
            className="w-full border-t px-3 py-2 text-left text-xs font-medium text-primary hover:bg-accent"
          >
            Ver todos os resultados para “{query.trim()}”
          </button>
        )}
      </div>
      <span className="sr-only" role="status" aria-live="polite">
        {expanded ? status : ""}
      </span>
    </div>
  );
}
