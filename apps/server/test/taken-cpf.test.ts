// A CPF oracle closed (docs/decisions/091-taken-cpf-answered-by-mail.md): a fresh e-mail with a CPF
// another account holds is answered exactly like one with a free CPF (status, body, cookies, the
// address's budgets), the new account is made without the CPF, and both people are told by mail.
import path from "node:path";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../src/db/schema/index.ts";
import { TAKEN_CPF_NOTICES_PER_DAY } from "../src/modules/auth/taken-cpf.ts";
import { mailsTo as mailsToOutbox } from "./outbox.ts";
import {
  createTestApp,
  maskedCpf,
  nextCpf,
  parseSetCookie,
  register,
  sessionUser,
  setCookies,
  type TestApp,
} from "./test-app.ts";

const CONFLICTS_PER_HOUR = 2;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000",
    REGISTRATION_CONFLICTS_PER_ADDRESS_PER_HOUR: String(CONFLICTS_PER_HOUR),
  });
});
afterAll(() => t.close());

const mailsTo = async (to: string) => {
  await t.app.jobs.deliverMail();
  return mailsToOutbox(path.join(t.config.dataDir, "outbox"), to);
};

const cpfOf = async (userId: string) => {
  const [row] = await t.database.db.select({ cpf: profiles.cpf }).from(profiles).where(eq(profiles.userId, userId));
  return row?.cpf;
};

/** What an answer shows, less what differs between any two sign-ups (ids, addresses, cookie values). */
function shapeOf(res: LightMyRequestResponse) {
  const body = res.json() as { user: Record<string, unknown> };
  return {
    status: res.statusCode,
    contentType: res.headers["content-type"],
    body: {
      ...body,
      user: { ...body.user, id: typeof body.user.id, email: typeof body.user.email },
    },
    cookies: setCookies(res).map((header) => {
      const { name, attributes } = parseSetCookie(header);
      const { expires: _expires, ...rest } = attributes;
      return { name, attributes: rest };
    }),
  };
}

let address = 0;
const newAddress = () => `10.91.0.${++address}`;

describe("a sign-up with a CPF another account holds", () => {
  it("is answered like a free CPF, leaves the CPF with its owner, and tells both people by mail", async () => {
    const owner = await register(t.app, { name: "Dona Original" });
    expect(owner.res.statusCode, owner.res.body).toBe(201);
    const ownerId = (owner.res.json() as { user: { id: string } }).user.id;

    const taken = await register(t.app, { cpf: maskedCpf(owner.input.cpf), name: "Rita Registro" });
    const free = await register(t.app, { cpf: nextCpf(), name: "Rita Registro" });
    expect(shapeOf(taken.res)).toEqual(shapeOf(free.res));
    expect(taken.res.statusCode).toBe(201);
    // Both come with a working session.
    expect((await sessionUser(t.app, taken.cookie))?.email).toBe(taken.input.email);
    expect((await sessionUser(t.app, free.cookie))?.email).toBe(free.input.email);

    // The CPF stays with its owner alone; the second account has none.
    const takenId = (taken.res.json() as { user: { id: string } }).user.id;
    expect(await cpfOf(ownerId)).toBe(owner.input.cpf);
    expect(await cpfOf(takenId)).toBeNull();

    // The owner is told, with the registrant's address masked; the registrant, at the address typed.
    const [ownerMail, ...moreToOwner] = await mailsTo(owner.input.email);
    expect(moreToOwner).toEqual([]);
    expect(ownerMail).toContain("informando o seu CPF. O CPF continua só na sua conta");
    expect(ownerMail).toContain("Olá, Dona Original!");
    expect(ownerMail).toContain(`${taken.input.email[0]}***@exemplo.com.br`);
    expect(ownerMail).not.toContain(taken.input.email);
    const [registrantMail, ...moreToRegistrant] = await mailsTo(taken.input.email);
    expect(moreToRegistrant).toEqual([]);
    expect(registrantMail).toContain("já está cadastrado em outra conta");
    expect(registrantMail).toContain(`${owner.input.cpf.slice(0, 3)}.***.***-${owner.input.cpf.slice(9)}`);
    expect(registrantMail).toContain(`${t.config.publicUrl}/esqueci-senha`);
    expect(await mailsTo(free.input.email)).toEqual([]);
  });

  it("spends the address's budgets like a free CPF: no early 429 tells them apart", async () => {
    const owner = await register(t.app);
    const from = newAddress();
    // More sign-ups from one address than its conflict budget: each one a taken CPF, each accepted.
    for (let i = 0; i < CONFLICTS_PER_HOUR + 2; i++) {
      const res = (await register(t.app, { cpf: owner.input.cpf }, { remoteAddress: from })).res;
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it("warns the owner at most a few times a day, however many try the CPF", async () => {
    const owner = await register(t.app);
    for (let i = 0; i < TAKEN_CPF_NOTICES_PER_DAY + 2; i++) {
      const attempt = await register(t.app, { cpf: owner.input.cpf }, { remoteAddress: newAddress() });
      expect(attempt.res.statusCode, attempt.res.body).toBe(201);
      expect(await mailsTo(attempt.input.email)).toHaveLength(1);
    }
    expect(await mailsTo(owner.input.email)).toHaveLength(TAKEN_CPF_NOTICES_PER_DAY);
  });
});
