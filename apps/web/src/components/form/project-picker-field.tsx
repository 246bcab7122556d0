import { useRef, useState } from "react";
import { useWatch, type FieldPath, type FieldValues } from "react-hook-form";
import type { UseQueryResult } from "@tanstack/react-query";
import { SearchInput } from "@/components/combobox/search-input";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { SelectField } from "./fields";

export type ProjectOption = { id: string; title: string };

/**
 * A form's project: a select of the projects the server offers (`useOptions`, searched by title)
 * with a title search under it. The chosen project stays among the options even when the search no
 * longer finds it. Each area passes its own endpoint, since each offers different projects (a
 * contract: every project; a signature request: the ones the user takes part in).
 */
export function ProjectPickerField<T extends FieldValues>({
  name,
  id,
  useOptions,
  current,
  noProjectsHint,
}: {
  name: FieldPath<T>;
  id: string;
  useOptions: (q: string) => UseQueryResult<ProjectOption[]>;
  /** The project the record already has (editing). */
  current?: ProjectOption;
  /** Shown when the user has no project at all (no search typed and nothing offered). */
  noProjectsHint?: string;
}) {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), 300);
  const options = useOptions(q);
  const chosen = useWatch<T>({ name }) as string | undefined;
  // Titles of every project seen, so the chosen one can still be shown after another search.
  const titles = useRef(new Map<string, string>(current ? [[current.id, current.title]] : []));
  for (const p of options.data ?? []) titles.current.set(p.id, p.title);

  const list: (readonly [string, string])[] = (options.data ?? []).map((p) => [p.id, p.title] as const);
  const chosenTitle = chosen ? titles.current.get(chosen) : undefined;
  if (chosen && chosenTitle && !list.some(([projectId]) => projectId === chosen)) list.unshift([chosen, chosenTitle]);

  return (
    <div className="grid gap-2">
      <SelectField<T>
        name={name}
        id={id}
        label="Projeto"
        options={list}
        placeholder={options.isPending ? "Carregando projetos..." : "Selecione o projeto"}
      />
      <SearchInput
        id={`${id}-search`}
        label="Buscar projeto pelo título"
        placeholder="Buscar projeto pelo título..."
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        inputClassName="h-8 text-sm"
      />
      {options.isError ? (
        <p role="alert" className="text-xs text-destructive">
          Não foi possível carregar os projetos. Tente novamente.
        </p>
      ) : options.data?.length === 0 && !q && noProjectsHint ? (
        <p className="text-xs text-muted-foreground">{noProjectsHint}</p>
      ) : options.data?.length === 0 ? (
        <p className="text-xs text-muted-foreground">Nenhum projeto encontrado com esse título.</p>
      ) : null}
    </div>
  );
}
