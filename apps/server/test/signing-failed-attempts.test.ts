// Refused signing attempts in the trail (docs/decisions/126-failed-signing-attempts-in-the-trail.md): a wrong
// code, a name or a CPF that does not match are recorded like the successes, with IP and browser, never with
// the code or the CPF typed; the refusal still answers in pt-BR; a day's failures are bounded.
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreateSignatureInput, SignatureEvent, SignatureRequest } from "@alicerce/shared/schemas/signatures";
import { SIGNATURE_EVENT_LABELS, SIGNING_IDENTITY_WRONG_TRIES_PER_DAY } from "@alicerce/shared/signatures";
import { profiles, signatureEvents } from "../src/db/schema/index.ts";
import { client, DEMO, loginAll, newAccount, ok, projectIdByTitle, SEEDED, upload } from "./project-helpers.ts";
import { HAS_PDFTOTEXT, pdfText } from "./pdf-tools.ts";
import { markEmailConfirmed, requestCode } from "./signing-helpers.ts";
import { createTestApp, expectApiError, type TestApp } from "./test-app.ts";

const BROWSER = "Navegador de Teste/7.0";
const IDENTITY_REFUSAL = "O nome deve ser o do convite e o CPF, o da sua conta. Confira os campos indicados.";

/** The app's clock: moved a day to pass the daily ceiling. */
let offset = 0;
const now = () => new Date(Date.now() + offset);

let t: TestApp;
let criador: string;
let juridico: string;
let acacias: string;

beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000" }, { seed: true, now });
  [criador, juridico] = await loginAll(t.app, DEMO.creator, DEMO.legal);
  acacias = await projectIdByTitle(t.database.db, SEEDED.acacias);
});
afterAll(() => t.close());

function dayIn(days: number): string {
  const base = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(now());
  const d = new Date(`${base}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function createRequest(signers: CreateSignatureInput["signers"]) {
  const doc = await PDFDocument.create();
  doc.addPage([300, 400]).drawText("Contrato", { x: 20, y: 350 });
  const file = await upload(t.app, criador, "contrato.pdf", Buffer.from(await doc.save()));
  return ok<SignatureRequest>(
    await client(t.app, criador).post("/api/signatures", {
      title: "Contrato com tentativas",
      project_id: acacias,
      type: "service",
      amount: 1_000,
      due_date: dayIn(10),
      file_id: file.id,
      signers,
    }),
    201,
  );
}

/** A registered, confirmed account with its CPF. */
async function person(name: string) {
  const account = await newAccount(t.app, "investor", { name });
  await markEmailConfirmed(t, account.id);
  const [row] = await t.database.db.select({ cpf: profiles.cpf }).from(profiles).where(eq(profiles.userId, account.id));
  return { ...account, cpf: row!.cpf! };
}

/** A request from a known browser and address. */
const act = (cookie: string, id: string, action: "sign" | "refuse", body: object) =>
  t.app.inject({
    method: "POST",
    url: `/api/signatures/${id}/${action}`,
    headers: { cookie, "user-agent": BROWSER },
    remoteAddress: "10.126.0.7",
    payload: body,
  });

// The legal desk sees the trail whole (the sender sees CPF, IP and browser masked: decision 036).
const trail = async (id: string) =>
  ok<{ items: SignatureEvent[] }>(await client(t.app, juridico).get(`/api/signatures/${id}/events`)).items;
const failures = async (id: string) => (await trail(id)).filter((e) => e.kind.startsWith("failed_"));

/** Another valid CPF than `cpf` (the schema checks the digits, the server the account's). */
const otherCpf = (cpf: string) => (cpf === "52998224725" ? "11144477735" : "52998224725");

describe("refused signing attempts in the trail", () => {
  it("a wrong code: refused in pt-BR, recorded with IP and browser, without the code", async () => {
    const ana = await person("Ana Tentativa");
    const request = await createRequest([{ name: ana.name, email: ana.email }]);
    const { code } = await requestCode(t, ana.cookie, request.id);
    const wrong = code === "000000" ? "000001" : "000000";
    const refused = expectApiError(
      await act(ana.cookie, request.id, "sign", { name: ana.name, cpf: ana.cpf, agree: true, code: wrong }),
      400,
      "VALIDATION_ERROR",
    );
    expect(refused.fields?.code?.[0]).toBe("Código incorreto. Restam 4 tentativas com este código.");
    const [failure, ...more] = await failures(request.id);
    expect(more).toEqual([]);
    expect(failure).toMatchObject({
      kind: "failed_code",
      ip: "10.126.0.7",
      user_agent: BROWSER,
      cpf: null,
      signer_name: ana.name,
      actor_name: ana.name,
    });
    expect(JSON.stringify(failure)).not.toContain(wrong);
    expect(SIGNATURE_EVENT_LABELS.failed_code).toBe("Tentativa recusada: código incorreto");
    // The right code still signs afterwards; the trail keeps the failure before the success.
    ok(await act(ana.cookie, request.id, "sign", { name: ana.name, cpf: ana.cpf, agree: true, code }));
    expect((await trail(request.id)).map((e) => e.kind).slice(-4)).toEqual([
      "code_sent",
      "failed_code",
      "code_confirmed",
      "signed",
    ]);
  });

  it("a wrong code when refusing the contract is recorded too", async () => {
    const bia = await person("Bia Tentativa");
    const request = await createRequest([{ name: bia.name, email: bia.email }]);
    const { code } = await requestCode(t, bia.cookie, request.id);
    const wrong = code === "999999" ? "999998" : "999999";
    expectApiError(
      await act(bia.cookie, request.id, "refuse", { reason: "Valor errado.", code: wrong }),
      400,
      "VALIDATION_ERROR",
    );
    expect((await failures(request.id)).map((e) => e.kind)).toEqual(["failed_code"]);
  });

  it("a name, a CPF, or both that do not match: each its own kind, never the CPF typed", async () => {
    const caio = await person("Caio Tentativa");
    const request = await createRequest([{ name: caio.name, email: caio.email }]);
    const { code } = await requestCode(t, caio.cookie, request.id);
    const typedCpf = otherCpf(caio.cpf);

    const wrongName = expectApiError(
      await act(caio.cookie, request.id, "sign", { name: "Caio Outro", cpf: caio.cpf, agree: true, code }),
      400,
      "VALIDATION_ERROR",
      IDENTITY_REFUSAL,
    );
    expect(wrongName.fields).toEqual({ name: [`Digite o nome como está no convite: ${caio.name}.`] });
    const wrongCpf = expectApiError(
      await act(caio.cookie, request.id, "sign", { name: caio.name, cpf: typedCpf, agree: true, code }),
      400,
      "VALIDATION_ERROR",
      IDENTITY_REFUSAL,
    );
    expect(wrongCpf.fields).toEqual({ cpf: ["Informe o CPF cadastrado na sua conta."] });
    expectApiError(
      await act(caio.cookie, request.id, "sign", { name: "Caio Outro", cpf: typedCpf, agree: true, code }),
      400,
      "VALIDATION_ERROR",
      IDENTITY_REFUSAL,
    );

    const recorded = await failures(request.id);
    expect(recorded.map((e) => e.kind)).toEqual(["failed_name", "failed_cpf", "failed_name_cpf"]);
    for (const event of recorded) {
      expect(event).toMatchObject({ ip: "10.126.0.7", user_agent: BROWSER, cpf: null, signer_name: caio.name });
    }
    const rows = await t.database.db
      .select({ cpf: signatureEvents.cpf })
      .from(signatureEvents)
      .where(eq(signatureEvents.requestId, request.id));
    expect(JSON.stringify(rows)).not.toContain(typedCpf);
    expect(SIGNATURE_EVENT_LABELS.failed_name).toBe("Tentativa recusada: nome diferente do convite");
    expect(SIGNATURE_EVENT_LABELS.failed_cpf).toBe("Tentativa recusada: CPF diferente do cadastrado na conta");
    expect(SIGNATURE_EVENT_LABELS.failed_name_cpf).toBe("Tentativa recusada: nome e CPF não conferem");

    // A name or CPF refusal does not spend the code: it still signs.
    const signed = ok<SignatureRequest>(
      await act(caio.cookie, request.id, "sign", { name: caio.name, cpf: caio.cpf, agree: true, code }),
    );
    expect(signed.status).toBe("signed");

    // The signed PDF's certificate page lists the refused attempts with the successes.
    if (HAS_PDFTOTEXT) {
      const pdf = await client(t.app, juridico).get(`/api/signatures/${request.id}/download`);
      expect(pdf.statusCode).toBe(200);
      const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, " ");
      expect(text).toContain(`Tentativa recusada: nome diferente do convite · ${caio.name}`);
      expect(text).toContain("Tentativa recusada: CPF diferente do cadastrado na conta");
      expect(text).toContain("Tentativa recusada: nome e CPF não conferem");
      expect(text).toContain("Tentativas recusadas");
    }
  });

  it(`stops comparing after ${SIGNING_IDENTITY_WRONG_TRIES_PER_DAY} name or CPF failures a day, so the trail cannot be flooded`, async () => {
    const duda = await person("Duda Tentativa");
    const request = await createRequest([{ name: duda.name, email: duda.email }]);
    const { code } = await requestCode(t, duda.cookie, request.id);
    const wrong = { name: "Outra Pessoa", cpf: duda.cpf, agree: true, code };
    for (let i = 0; i < SIGNING_IDENTITY_WRONG_TRIES_PER_DAY; i++) {
      expectApiError(await act(duda.cookie, request.id, "sign", wrong), 400, "VALIDATION_ERROR", IDENTITY_REFUSAL);
    }
    for (let i = 0; i < 3; i++) {
      const ceiling = expectApiError(await act(duda.cookie, request.id, "sign", wrong), 429, "TOO_MANY_REQUESTS");
      expect(ceiling.message).toMatch(
        new RegExp(
          `^O nome ou o CPF foi digitado errado ${SIGNING_IDENTITY_WRONG_TRIES_PER_DAY} vezes hoje neste contrato, o limite do dia\\. Tente de novo a partir de \\d{2}/\\d{2}/\\d{4}, 00h00 \\(horário de Brasília\\)\\.$`,
        ),
      );
    }
    expect(await failures(request.id)).toHaveLength(SIGNING_IDENTITY_WRONG_TRIES_PER_DAY);

    // The next São Paulo day compares again (with a new code: this one has expired).
    offset += 24 * 3600_000;
    const fresh = (await requestCode(t, duda.cookie, request.id)).code!;
    ok(await act(duda.cookie, request.id, "sign", { name: duda.name, cpf: duda.cpf, agree: true, code: fresh }));
  });

  it("a code nobody sent or an expired one is refused without a failure: no code was checked", async () => {
    const eva = await person("Eva Tentativa");
    const request = await createRequest([{ name: eva.name, email: eva.email }]);
    expectApiError(
      await act(eva.cookie, request.id, "sign", { name: eva.name, cpf: eva.cpf, agree: true, code: "123456" }),
      400,
      "VALIDATION_ERROR",
    );
    expect(await failures(request.id)).toEqual([]);
  });
});
