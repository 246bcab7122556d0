import { eq } from "drizzle-orm";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { Database } from "../db/client.ts";
import { profiles, user } from "../db/schema/index.ts";
import type { PdfSealer } from "../lib/pdf-seal.ts";
import { sendSigningCode, signRequest, type Actor } from "../modules/signatures/index.ts";
import type { Storage } from "../storage/storage.ts";
import { DEMO_PUBLIC_URL } from "./demo-files.ts";

// How the demo's people sign: through the signing screen's own functions (code, then signature), with
// the address and browser a person's request would have, so the demo's trails are real ones.

/** A demo person as the signing code sees a logged-in user. */
export async function demoSigner(db: Database, id: string): Promise<CurrentUser & { cpf: string | null }> {
  const [row] = await db
    .select({
      email: user.email,
      name: profiles.name,
      type: profiles.type,
      verified: profiles.verified,
      cpf: profiles.cpf,
    })
    .from(user)
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, id));
  if (!row) throw new Error(`demo account ${id} is missing`);
  return {
    id,
    email: row.email,
    name: row.name,
    type: row.type,
    avatar_url: null,
    verified: row.verified,
    cpf: row.cpf,
  };
}

export const demoActor = (userId: string | null): Actor => ({
  userId,
  ip: "200.160.2.3",
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0 Safari/537.36",
});

export type DemoSigningDeps = { db: Database; storage: Storage; sealer: PdfSealer };

/**
 * `signer` asks for the one-time code (mailed, "code_sent" in the trail) and signs with it, their
 * name and the CPF of their account, as the screen would, at `at`. The last signature of a request
 * seals its PDF with `sealer`.
 */
export async function signAsDemoPerson(
  deps: DemoSigningDeps,
  signer: CurrentUser & { cpf: string | null },
  requestId: string,
  at: Date,
) {
  const stepDeps = { ...deps, publicUrl: DEMO_PUBLIC_URL, now: at };
  const { code } = await sendSigningCode(stepDeps, signer, requestId, demoActor(signer.id));
  await signRequest(stepDeps, signer, requestId, { name: signer.name, cpf: signer.cpf!, code }, demoActor(signer.id));
}
