import { useRef, useState } from "react";
import { useWatch, type FieldPath, type FieldValues } from "react-hook-form";
import { Search } from "lucide-react";
import type { ContractProjectOption } from "@alicerce/shared/schemas/contracts";
import { SelectField } from "@/components/form";
import { Input } from "@/components/ui/input";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { useContractProjectOptions } from "@/api/contracts/get-project-options";

/**
 * The contract's project: a select of projects (all of them, drafts included, from the server)
 * with a title search under it. The chosen project stays among the options even when the search
 * no longer finds it.
 */
export function ProjectField<T extends FieldValues>({
  name,
  id,
  current,
}: {
  name: FieldPath<T>;
  id: string;
  /** The project the contract already has (editing). */
  current?: ContractProjectOption;
}) {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), 300);
  const options = useContractProjectOptions(q);
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
      <div className="relative">
        <label htmlFor={`${id}-search`} className="sr-only">
          Buscar projeto pelo título
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={`${id}-search`}
          type="search"
          placeholder="Buscar projeto pelo título..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="h-8 pl-9 text-sm"
        />
      </div>
      {options.isError ? (
        <p role="alert" className="text-xs text-destructive">
          Não foi possível carregar os projetos. Tente novamente.
        </p>
      ) : options.data?.length === 0 ? (
        <p className="text-xs text-muted-foreground">Nenhum projeto encontrado com esse título.</p>
      ) : null}
    </div>
  );
}
