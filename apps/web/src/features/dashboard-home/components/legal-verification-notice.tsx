import { ShieldAlert } from "lucide-react";

/** A legal account holds no legal powers until a platform admin checks its OAB and verifies it. */
export function LegalVerificationNotice() {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-medium">Sua conta jurídica aguarda verificação</p>
        <p className="text-sm">
          Nossa equipe confere sua inscrição na OAB. Até lá, você acessa a plataforma como um investidor: projetos
          privados, rascunhos e documentos restritos ficam disponíveis depois da verificação.
        </p>
      </div>
    </div>
  );
}
