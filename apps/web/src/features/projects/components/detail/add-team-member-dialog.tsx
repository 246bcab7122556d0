import { useState } from "react";
import { useForm } from "react-hook-form";
import { Loader2, UserPlus } from "lucide-react";
import { TEAM_ROLE_LABELS, TEAM_ROLES, type TeamRole } from "@alicerce/shared/projects";
import { teamMemberInputSchema, type TeamMemberInput } from "@alicerce/shared/schemas/projects";
import { applyServerErrors, fieldsOf, Form, schemaResolver, SelectField, TextField } from "@/components/form";
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
import { toast } from "@/hooks/use-toast";
import { useAddTeamMember } from "@/api/projects/add-team-member";

type Values = { name: string; role: TeamRole | ""; experience: string; email: string };
const EMPTY: Values = { name: "", role: "", experience: "", email: "" };
const ROLE_OPTIONS = TEAM_ROLES.map((r) => [r, TEAM_ROLE_LABELS[r]] as const);

function AddMemberForm({ projectId, onDone }: { projectId: string; onDone: () => void }) {
  const form = useForm<Values, unknown, TeamMemberInput>({
    resolver: schemaResolver<Values, typeof teamMemberInputSchema>(teamMemberInputSchema),
    defaultValues: EMPTY,
  });
  const add = useAddTeamMember(projectId);

  const onSubmit = form.handleSubmit((member) =>
    add.mutate(member, {
      onSuccess: () => {
        toast(
          member.email
            ? { title: "Convite enviado", description: `${member.email} receberá um convite por email.` }
            : { title: "Membro adicionado" },
        );
        onDone();
      },
      // The query client shows the error toast; the fields show what the server said of them.
      onError: (error) => applyServerErrors(form, error, fieldsOf(teamMemberInputSchema.shape)),
    }),
  );

  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-4">
      <TextField<Values> name="name" id="member-name" label="Nome" autoComplete="off" />
      <SelectField<Values>
        name="role"
        id="member-role"
        label="Função"
        options={ROLE_OPTIONS}
        placeholder="Selecione a função"
      />
      <TextField<Values>
        name="experience"
        id="member-experience"
        label="Experiência (opcional)"
        placeholder="Ex.: 10 anos em obras residenciais"
      />
      <TextField<Values>
        name="email"
        id="member-email"
        label="Email (opcional)"
        type="email"
        autoComplete="off"
        hint="A pessoa recebe um convite e só vê o projeto depois de aceitá-lo."
      />
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={add.isPending}>
          {add.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {add.isPending ? "Adicionando..." : "Adicionar"}
        </Button>
      </DialogFooter>
    </Form>
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
