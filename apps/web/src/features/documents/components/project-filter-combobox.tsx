import { useId, useRef, useState, type KeyboardEvent, type UIEvent } from "react";
import { ChevronsUpDown, Loader2 } from "lucide-react";
import { Input } from "@/components/ui/input";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { useHighlight } from "@/hooks/use-highlight";
import { cn } from "@/lib/cn";
import { useFilterProjects } from "@/api/documents/get-filter-projects";

type Option = { kind: "all" } | { kind: "project"; id: string; title: string } | { kind: "more" };

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
  /** The chosen project's id (the URL's ?projeto=). */
  value: string | undefined;
  /** Its title, as the list's answer gives it (`project`). */
  title: string | undefined;
  onChange: (projectId: string | undefined) => void;
  className?: string;
}) {
  const listboxId = `${useId()}-listbox`;
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  // The title of a project just picked, shown until the list's answer brings it.
  const picked = useRef<{ id: string; title: string } | null>(null);
  const q = useDebouncedValue(text.trim(), 250);
  const projects = useFilterProjects(q, open);
  // Another term's options replace the list under the highlight, which then goes. Keyed by the term,
  // not the pages: a next page only adds options below it.
  const [active, setActive] = useHighlight(q);
  // The options are not yet the typed term's: the debounce still waits, or the first page loads.
  const outdated = q !== text.trim() || (projects.isFetching && !projects.isFetchingNextPage);

  const found = projects.data?.pages.flatMap((page) => page.items) ?? [];
  const options: Option[] = [
    { kind: "all" },
    ...found.map((p) => ({ kind: "project" as const, ...p })),
    ...(projects.hasNextPage ? [{ kind: "more" as const }] : []),
  ];
  const chosenTitle = value ? (title ?? (picked.current?.id === value ? picked.current.title : undefined)) : undefined;

  const close = () => {
    setOpen(false);
    setActive(-1);
    setText("");
  };
  const choose = (option: Option) => {
    if (option.kind === "more") {
      void projects.fetchNextPage();
      return;
    }
    if (option.kind === "project") picked.current = { id: option.id, title: option.title };
    onChange(option.kind === "project" ? option.id : undefined);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setOpen(true);
        setActive((i) => (i + 1) % options.length);
        break;
      case "ArrowUp":
        event.preventDefault();
        setOpen(true);
        setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
        break;
      case "Enter": {
        const option = open && active >= 0 ? options[active] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        }
        break;
      }
      case "Escape":
        if (open) {
          event.preventDefault();
          close();
        }
        break;
    }
  };
  const onScroll = (event: UIEvent<HTMLUListElement>) => {
    const list = event.currentTarget;
    const nearEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 24;
    if (nearEnd && projects.hasNextPage && !projects.isFetchingNextPage) void projects.fetchNextPage();
  };

  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const status = projects.isError
    ? "Não foi possível carregar os projetos. Tente novamente."
    : projects.isPending
      ? "Carregando projetos..."
      : found.length === 0
        ? "Nenhum projeto encontrado"
        : `${found.length} ${found.length === 1 ? "projeto encontrado" : "projetos encontrados"}${projects.hasNextPage ? ", há mais" : ""}`;

  return (
    <div className={cn("relative", className)}>
      <label htmlFor={id} className="sr-only">
        Filtrar por projeto
      </label>
      <Input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        placeholder={chosenTitle ? `Projeto: ${chosenTitle}` : "Projeto: Todos"}
        value={open ? text : chosenTitle ? `Projeto: ${chosenTitle}` : ""}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
        className="h-9 w-full truncate bg-background pr-9"
      />
      {projects.isFetching && open ? (
        <Loader2
          className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted-foreground"
          aria-hidden="true"
        />
      ) : (
        <ChevronsUpDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
      )}
      <div
        className={cn(
          "absolute inset-x-0 top-full z-50 mt-1 min-w-64 overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-md",
          !open && "hidden",
        )}
      >
        <ul
          id={listboxId}
          role="listbox"
          aria-label="Projetos"
          aria-busy={open && outdated}
          onScroll={onScroll}
          className="max-h-72 overflow-y-auto p-1"
        >
          {options.map((option, index) => (
            <li
              key={option.kind === "project" ? option.id : option.kind}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keep focus in the input: the click would otherwise blur it and close the list first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
              onMouseMove={() => setActive(index)}
              className={cn(
                "cursor-pointer truncate rounded-sm px-3 py-2 text-sm aria-selected:bg-accent aria-selected:text-accent-foreground",
                option.kind === "more" && "text-primary",
                option.kind === "project" && option.id === value && "font-medium",
              )}
            >
              {option.kind === "all"
                ? "Todos os projetos"
                : option.kind === "more"
                  ? projects.isFetchingNextPage
                    ? "Carregando mais projetos..."
                    : "Carregar mais projetos"
                  : option.title}
            </li>
          ))}
        </ul>
        {found.length === 0 && <p className="px-3 py-2 text-sm text-muted-foreground">{status}</p>}
      </div>
      <span className="sr-only" role="status" aria-live="polite">
        {open ? status : ""}
      </span>
    </div>
  );
}
