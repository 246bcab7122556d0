import { FolderKanban, LayoutGrid } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * docs/product/projects.md#project-list: for users who may create projects, "Todos os projetos" or
 * "Meus projetos" (the ones they created; `?scope=mine`). Two pressed-state buttons, so a screen
 * reader announces which list is showing.
 */
export function ProjectScopeToggle({ mine, onChange }: { mine: boolean; onChange: (mine: boolean) => void }) {
  return (
    <div role="group" aria-label="Quais projetos mostrar" className="flex flex-wrap gap-2">
      <Button
        type="button"
        size="sm"
        variant={mine ? "outline" : "default"}
        aria-pressed={!mine}
        onClick={() => onChange(false)}
      >
        <LayoutGrid aria-hidden="true" />
        Todos os projetos
      </Button>
      <Button
        type="button"
        size="sm"
        variant={mine ? "default" : "outline"}
        aria-pressed={mine}
        onClick={() => onChange(true)}
      >
        <FolderKanban aria-hidden="true" />
        Meus projetos
      </Button>
    </div>
  );
}
