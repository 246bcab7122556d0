import { useRef, useState } from "react";
import { useWatch, type FieldPath, type FieldValues } from "react-hook-form";
import { Search } from "lucide-react";
import { SelectField } from "@/components/form";
import { Input } from "@/components/ui/input";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { useSignatureProjectOptions } from "@/api/signatures/get-project-options";

/**
 * The request's project: the projects the user creates or works on (every project for the legal
 * desk), from the server, with a title search. The chosen one stays listed after another search.
 */
export function SignatureProjectField<T extends FieldValues>({ name, id }: { name: FieldPath<T>; id: string }) {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), 300);
  const options = useSignatureProjectOptions(q);
  const chosen = useWatch<T>({ name }) as string | undefined;
  const titles = useRef(new Map<string, string>());
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
      ) : options.data?.length === 0 && !q ? (
        <p className="text-xs text-muted-foreground">
          Você ainda não tem projetos: crie um projeto ou participe da equipe de um para enviar contratos.
        </p>
      ) : options.data?.length === 0 ? (
        <p className="text-xs text-muted-foreground">Nenhum projeto encontrado com esse título.</p>
      ) : null}
    </div>
  );
}
