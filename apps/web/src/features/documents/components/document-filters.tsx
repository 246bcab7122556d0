import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_STATUS_LABELS,
  DOCUMENT_STATUSES,
  type DocumentCategory,
  type DocumentStatus,
} from "@alicerce/shared/documents";
import type { ListFilterProps } from "@/components/list/filter-row";
import { ListToolbar, type SelectFilter } from "@/components/list/list-toolbar";
import { ProjectFilterCombobox } from "./project-filter-combobox";

export type DocumentFilterValues = { category?: DocumentCategory; status?: DocumentStatus; project?: string };

/** Two selects and the project picker, wider than the other screens' (project titles are long): one row from xl up. */
const LAYOUT = {
  selects: "grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:flex xl:flex-wrap xl:items-center",
  select: "min-w-0 xl:w-48",
  trigger: "w-full min-w-0 bg-background",
  clear: "h-9",
};

/**
 * The repository's search box, its category and status selects and its project picker (a searching
 * combobox: a person may work with thousands of projects, decision 053); all of them run on the server.
 */
export function DocumentFilters({
  projectTitle,
  ...props
}: ListFilterProps<DocumentFilterValues> & {
  /** The chosen project's title, from the list's answer. */
  projectTitle: string | undefined;
}) {
  const selects: SelectFilter<"category" | "status">[] = [
    { key: "category", label: "Categoria", options: DOCUMENT_CATEGORIES.map((c) => [c, DOCUMENT_CATEGORY_LABELS[c]]) },
    { key: "status", label: "Status", options: DOCUMENT_STATUSES.map((s) => [s, DOCUMENT_STATUS_LABELS[s]]) },
  ];
  const { project, ...chosen } = props.filters;
  return (
    <ListToolbar
      {...props}
      filters={chosen}
      idPrefix="documents"
      searchLabel="Buscar por nome do documento ou projeto"
      placeholder="Buscar documentos..."
      selects={selects}
      layout={LAYOUT}
      // A long project title is cut rather than widening the select.
      shown={(text) => <span className="truncate">{text}</span>}
      // The selects offer only these options, so what comes back is one of them.
      onFiltersChange={(next) => props.onFiltersChange({ ...(next as DocumentFilterValues), project })}
      extra={
        <ProjectFilterCombobox
          id="documents-filter-project"
          value={project}
          title={projectTitle}
          onChange={(projectId) => props.onFiltersChange({ ...chosen, project: projectId })}
          className={LAYOUT.select}
        />
      }
      extraActive={Boolean(project)}
    />
  );
}
