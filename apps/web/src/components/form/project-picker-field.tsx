import { useRef, useState } from "react";
import { Controller, useFormContext, type FieldPath, type FieldValues } from "react-hook-form";
import type { UseQueryResult } from "@tanstack/react-query";
import { Combobox } from "@/components/combobox/combobox";
import { fieldAria, FormField } from "@/components/ui/form-field";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { cn } from "@/lib/cn";
import { useFieldError } from "./fields";

export type ProjectOption = { id: string; title: string };

/**
 * A form's project: the shared combobox (decision 098) over the projects the server offers
 * (`useOptions`, searched by title as the person types). Closed, the box shows the chosen project's
 * title, which is remembered even when a later search no longer finds it. Each area passes its own
 * endpoint, since each offers different projects (a contract: every project; a signature request: the
 * ones the user takes part in).
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
  const { control } = useFormContext<T>();
  const error = useFieldError(name);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const q = useDebouncedValue(text.trim(), 300);
  const options = useOptions(q);
  // Titles of every project seen, so the chosen one can still be shown after another search.
  const titles = useRef(new Map<string, string>(current ? [[current.id, current.title]] : []));
  const found = options.data ?? [];
  for (const p of found) titles.current.set(p.id, p.title);
  // The options are not yet the typed term's: the debounce still waits, or its answer has not come.
  const outdated = q !== text.trim() || options.isPlaceholderData || options.isPending;
  const hint = found.length === 0 && !q && !options.isPending ? noProjectsHint : undefined;

  const status = options.isError
    ? "Não foi possível carregar os projetos. Tente novamente."
    : options.isPending
      ? "Carregando projetos..."
      : found.length === 0
        ? (hint ?? "Nenhum projeto encontrado com esse título.")
        : `${found.length} ${found.length === 1 ? "projeto encontrado" : "projetos encontrados"}`;

  return (
    <FormField id={id} label="Projeto" error={error} hint={hint}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => {
          const chosen = field.value as string | undefined;
          const chosenTitle = chosen ? titles.current.get(chosen) : undefined;
          const close = () => {
            setOpen(false);
            setText("");
            field.onBlur();
          };
          const { "aria-describedby": describedBy } = fieldAria(id, error, hint);
          return (
            <Combobox
              id={id}
              placeholder={
                open
                  ? "Buscar projeto pelo título..."
                  : options.isPending
                    ? "Carregando projetos..."
                    : "Selecione o projeto"
              }
              text={open ? text : (chosenTitle ?? "")}
              onTextChange={setText}
              expanded={open}
              onOpen={() => setOpen(true)}
              onClose={close}
              options={found}
              optionKey={(project) => project.id}
              renderOption={(project) => project.title}
              optionClassName={(project) => cn("truncate", project.id === chosen && "font-medium")}
              // New matches replace the list under the highlight, which then goes.
              highlightKey={options.data}
              onChoose={(project) => {
                field.onChange(project.id);
                close();
              }}
              listLabel="Projetos"
              busy={open && outdated}
              fetching={options.isFetching && open}
              status={status}
              empty={found.length === 0}
              icon="chevrons"
              inputClassName="w-full truncate"
              listClassName="max-h-60 overflow-y-auto p-1"
              field={{ invalid: Boolean(error), describedBy, ref: field.ref }}
            />
          );
        }}
      />
    </FormField>
  );
}
