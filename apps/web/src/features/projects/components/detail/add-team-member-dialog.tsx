import { useState, type FormEvent } from "react";
import { Loader2, UserPlus } from "lucide-react";
import { TEAM_ROLE_LABELS, TEAM_ROLES, type TeamRole } from "@alicerce/shared/projects";
import { teamMemberInputSchema } from "@alicerce/shared/schemas/projects";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { fieldAria, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/hooks/use-toast";
import { ApiRequestError, errorMessage } from "@/lib/api-client";
import { useAddTeamMember } from "@/api/projects/add-team-member";

type Values = { name: string; role: TeamRole | ""; email: string };
type Errors = Partial<Record<keyof Values, string>>;

function AddMemberForm({ projectId, onDone }: { projectId: string; onDone: () => void }) {
  const [values, setValues] = useState<Values>({ name: "", role: "", email: "" });
  const [errors, setErrors] = useState<Errors>({});
  const add = useAddTeamMember(projectId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = teamMemberInputSchema.safeParse({ ...values, role: values.role || undefined });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Values] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    add.mutate(parsed.data, {
      onSuccess: () => {
        toast(
          parsed.data.email
            ? { title: "Convite enviado", description: `${parsed.data.email} receberá um convite por email.` }
            : { title: "Membro adicionado" },
        );
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && error.fields) {
          setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, m]) => [k, m.join(" ")])) as Errors);
        }
        toast({ title: "Erro", description: errorMessage(error), variant: "destructive" });
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="member-name" label="Nome" error={errors.name}>
        <Input
          value={values.name}
          onChange={(e) => setValues((s) => ({ ...s, name: e.target.value }))}
          {...fieldAria("member-name", errors.name)}
        />
      </FormField>
      <FormField id="member-role" label="Função" error={errors.role}>
        <Select value={values.role} onValueChange={(role) => setValues((s) => ({ ...s, role: role as TeamRole }))}>
          <SelectTrigger {...fieldAria("member-role", errors.role)}>
            <SelectValue placeholder="Selecione a função" />
          </SelectTrigger>
          <SelectContent>
            {TEAM_ROLES.map((r) => (
              <SelectItem key={r} value={r}>
                {TEAM_ROLE_LABELS[r]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FormField>
      <FormField
        id="member-email"
        label="Email (opcional)"
        error={errors.email}
        hint="A pessoa recebe um convite e só vê o projeto depois de aceitá-lo."
      >
        <Input
          type="email"
          value={values.email}
          onChange={(e) => setValues((s) => ({ ...s, email: e.target.value }))}
          {...fieldAria("member-email", errors.email, "hint")}
        />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {add.isPending ? "Adicionando..." : "Adicionar"}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** "Adicionar membro" on the project page, for whoever manages the project. */
export function AddTeamMemberDialog({ projectId }: { projectId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-fit">
          <UserPlus aria-hidden="true" />
          Adicionar membro
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Adicionar membro à equipe</DialogTitle>
          <DialogDescription>Com email, enviamos um convite para a pessoa participar do projeto.</DialogDescription>
        </DialogHeader>
        <AddMemberForm projectId={projectId} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
