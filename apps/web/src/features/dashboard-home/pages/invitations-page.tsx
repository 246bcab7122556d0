import { PendingInvitations } from "../components/pending-invitations";

/** Where the invitation e-mail (and the e-mail confirmation link) lands. */
export function InvitationsPage() {
  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Convites</h1>
        <p className="mt-1 text-muted-foreground">Aceite ou recuse os convites para equipes de projetos.</p>
      </div>
      <PendingInvitations />
    </div>
  );
}
