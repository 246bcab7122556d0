import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SignatureEvent, SignatureRequest } from "@alicerce/shared/schemas/signatures";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import { SIGNING_CODE_WRONG_TRIES_PER_DAY, SIGNING_CODES_PER_DAY } from "@alicerce/shared/signatures";
import { profiles } from "../src/db/schema/index.ts";
import { client, DEMO, loginAll, newAccount, ok, projectIdByTitle, SEEDED } from "./project-helpers.ts";
import { dayFrom, pdfFileOf } from "./signature-flow-helpers.ts";
import { codesMailedTo, markEmailConfirmed, requestCode } from "./signing-helpers.ts";
import { createTestApp, expectApiError, type TestApp } from "./test-app.ts";

// A held session may not guess a signing code without end: codes sent and wrong codes typed are
// capped per signer and São Paulo day (docs/decisions/093-signer-reads-certificate-and-code-ceilings.md).

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The app's clock, from noon in São Paulo today (the test moves it; a day's count never straddles midnight). */
const noon = Date.parse(`${todayInSaoPaulo(new Date())}T15:00:00Z`);
let offset = 0;
const now = () => new Date(noon + offset);
/** Past the one-minute wait between two codes. */
const nextMinute = () => (offset += MINUTE + 1_000);

let t: TestApp;
let criador: string;
let juridico: string;
let acacias: string;

async function signerAndRequest(name: string) {
  const signer = await newAccount(t.app, "investor", { name });
  await markEmailConfirmed(t, signer.id);
  const [profile] = await t.database.db
    .select({ cpf: profiles.cpf })
    .from(profiles)
    .where(eq(profiles.userId, signer.id));
  const request = ok<SignatureRequest>(
    await client(t.app, criador).post("/api/signatures", {
      title: `Contrato de ${name}`,
      project_id: acacias,
      type: "service",
      amount: 1_000,
      due_date: dayFrom(now(), 10),
      file_id: await pdfFileOf(t.app, criador),
      signers: [{ name, email: signer.email }],
    }),
    201,
  );
  return { ...signer, cpf: profile!.cpf!, request };
}

/** "2026-12-07" → "07/12/2026". */
const shown = (day: string) => day.split("-").reverse().join("/");
/** A six-digit code that is not `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

const codeEvents = async (id: string) =>
  ok<{ items: SignatureEvent[] }>(await client(t.app, juridico).get(`/api/signatures/${id}/events`)).items.filter(
    (e) => e.kind === "code_sent",
  ).length;

beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000" }, { seed: true, now });
  [criador, juridico] = await loginAll(t.app, DEMO.creator, DEMO.legal);
  acacias = await projectIdByTitle(t.database.db, SEEDED.acacias);
});
afterAll(() => t.close());

describe("the signing codes of a day", () => {
  it(`are at most ${SIGNING_CODES_PER_DAY} per signer: the next is refused until tomorrow, saying when`, async () => {
    const ana = await signerAndRequest("Ana Teto");
    const id = ana.request.id;
    for (let i = 0; i < SIGNING_CODES_PER_DAY; i++) {
      expect((await requestCode(t, ana.cookie, id)).res.statusCode).toBe(200);
      nextMinute();
    }
    const mailed = (await codesMailedTo(t, ana.email)).length;
    expectApiError(
      await client(t.app, ana.cookie).post(`/api/signatures/${id}/code`),
      429,
      "TOO_MANY_REQUESTS",
      `Você já pediu ${SIGNING_CODES_PER_DAY} códigos hoje para este contrato, o limite do dia. Peça outro a partir de ${shown(dayFrom(now(), 1))}, 00h00 (horário de Brasília).`,
    );
    // The refusal mails nothing and writes nothing in the trail.
    expect((await codesMailedTo(t, ana.email)).length).toBe(mailed);
    expect(await codeEvents(id)).toBe(SIGNING_CODES_PER_DAY);

    // The next day opens a new count.
    offset += DAY;
    const { res, code } = await requestCode(t, ana.cookie, id);
    expect(res.statusCode).toBe(200);
    ok(
      await client(t.app, ana.cookie).post(`/api/signatures/${id}/sign`, {
        name: "Ana Teto",
        cpf: ana.cpf,
        agree: true,
        code,
      }),
    );
  });

  it(`take at most ${SIGNING_CODE_WRONG_TRIES_PER_DAY} wrong tries a day over all codes: then not even the right one signs`, async () => {
    const bia = await signerAndRequest("Bia Teto");
    const id = bia.request.id;
    const sign = (code: string) =>
      client(t.app, bia.cookie).post(`/api/signatures/${id}/sign`, {
        name: "Bia Teto",
        cpf: bia.cpf,
        agree: true,
        code,
      });
    // Four wrong tries on each code (one short of blocking it), until the day's count is spent.
    let code = "";
    for (let tries = 0; tries < SIGNING_CODE_WRONG_TRIES_PER_DAY; tries++) {
      if (tries % 4 === 0) {
        nextMinute();
        code = (await requestCode(t, bia.cookie, id)).code!;
      }
      const refused = expectApiError(await sign(wrong(code)), 400, "VALIDATION_ERROR");
      expect(refused.fields?.code?.[0]).toMatch(/^Código incorreto/);
    }
    const ceiling = `O código foi digitado errado ${SIGNING_CODE_WRONG_TRIES_PER_DAY} vezes hoje neste contrato, o limite do dia. Tente de novo a partir de ${shown(dayFrom(now(), 1))}, 00h00 (horário de Brasília).`;
    // The live code, right this time, is refused; so is a new code.
    expectApiError(await sign(code), 429, "TOO_MANY_REQUESTS", ceiling);
    nextMinute();
    const sent = await codeEvents(id);
    expectApiError(
      await client(t.app, bia.cookie).post(`/api/signatures/${id}/code`),
      429,
      "TOO_MANY_REQUESTS",
      ceiling,
    );
    expect(await codeEvents(id)).toBe(sent);
    const refusal = await client(t.app, bia.cookie).post(`/api/signatures/${id}/refuse`, { reason: "Não", code });
    expectApiError(refusal, 429, "TOO_MANY_REQUESTS", ceiling);

    // Tomorrow the signer asks for a code again and signs.
    offset += DAY;
    const fresh = (await requestCode(t, bia.cookie, id)).code!;
    expect(ok<SignatureRequest>(await sign(fresh)).status).toBe("signed");
  });
});
