import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Contract } from "@alicerce/shared/schemas/contracts";
import type { SignatureEvent, SignatureRequest } from "@alicerce/shared/schemas/signatures";
import { client, DEMO, loginAll, ok, projectIdByTitle, SEEDED } from "./project-helpers.ts";
import { ANA, CARLOS, dayFrom, newRequest, pdfFileOf, signAs, signingEntries } from "./signature-flow-helpers.ts";
import { outboxMailsTo } from "./supplier-helpers.ts";
import { createTestApp, expectApiError, type TestApp } from "./test-app.ts";

// "Assinatura em ordem": each signer is invited once the previous one has signed (decision 035).

const DAY = 24 * 3600 * 1000;
let offset = 0;
const now = () => new Date(Date.now() + offset);

let t: TestApp;
let criador: string;
let investidor: string;
let juridico: string;
let acacias: string;

const NOT_YOUR_TURN = "Aguarde: quem vem antes de você na ordem ainda não assinou.";
const get = async (cookie: string, id: string) =>
  ok<SignatureRequest>(await client(t.app, cookie).get(`/api/signatures/${id}`));
const events = async (id: string) =>
  ok<{ items: SignatureEvent[] }>(await client(t.app, juridico).get(`/api/signatures/${id}/events`)).items;
const mailsAbout = async (email: string, id: string) =>
  (await outboxMailsTo(t, email)).filter((m) => m.includes(`/dashboard/signatures?assinar=${id}`));

beforeAll(async () => {
  t = await createTestApp({}, { seed: true, now });
  [criador, investidor, juridico] = await loginAll(t.app, DEMO.creator, DEMO.ana, DEMO.legal);
  acacias = await projectIdByTitle(t.database.db, SEEDED.acacias);
});
afterAll(() => t.close());

describe("signing in order", () => {
  it("invites only the first signer; the second cannot sign first and is invited when the first signs", async () => {
    // Legal sends it: Carlos (second) is not the sender, so every mail to him is about his turn.
    const r = await newRequest(t.app, juridico, {
      projectId: acacias,
      dueDate: dayFrom(now(), 10),
      sequential: true,
      signers: [
        { name: ANA.name, email: ANA.email },
        { name: CARLOS.name, email: CARLOS.email },
      ],
    });
    expect(r.sequential).toBe(true);
    expect(r.signers.map((s) => [s.order, s.turn])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect((await events(r.id)).map((e) => [e.kind, e.signer_name])).toEqual([
      ["created", null],
      ["sent", ANA.name],
    ]);
    expect(await mailsAbout(DEMO.ana, r.id)).toHaveLength(1);
    expect(await mailsAbout(DEMO.creator, r.id)).toHaveLength(0);
    expect(await signingEntries(t.database.db, DEMO.creator, r.id)).toHaveLength(0);

    const carlosView = await get(criador, r.id);
    expect(carlosView.can).toMatchObject({ sign: false, refuse: true });
    expectApiError(await signAs(t, criador, r.id, CARLOS), 409, "CONFLICT", NOT_YOUR_TURN);
    expect((await events(r.id)).map((e) => e.kind)).not.toContain("signed");

    ok(await signAs(t, investidor, r.id, ANA));
    const trail = await events(r.id);
    expect(trail.map((e) => [e.kind, e.signer_name]).slice(-2)).toEqual([
      ["signed", ANA.name],
      ["sent", CARLOS.name],
    ]);
    expect(await mailsAbout(DEMO.creator, r.id)).toHaveLength(1);
    expect(await signingEntries(t.database.db, DEMO.creator, r.id)).toEqual([
      expect.objectContaining({ title: "Contrato para assinar", doneAt: null }),
    ]);
    expect((await get(criador, r.id)).can.sign).toBe(true);
    const done = ok<SignatureRequest>(await signAs(t, criador, r.id, CARLOS));
    expect(done.status).toBe("signed");
  });

  it("everyone signs in any order without it (the default)", async () => {
    const r = await newRequest(t.app, juridico, { projectId: acacias, dueDate: dayFrom(now(), 10) });
    expect(r.sequential).toBe(false);
    expect(r.signers.every((s) => s.turn)).toBe(true);
    expect((await events(r.id)).filter((e) => e.kind === "sent")).toHaveLength(2);
    ok(await signAs(t, criador, r.id, CARLOS));
  });

  it("reminds and resends only to the signer whose turn it is", async () => {
    await t.app.jobs.signatures(); // whatever was already due
    const r = await newRequest(t.app, criador, {
      projectId: acacias,
      dueDate: dayFrom(now(), 9),
      sequential: true,
      signers: [
        { name: ANA.name, email: ANA.email },
        { name: "Pessoa Seguinte", email: "seguinte.ordem@exemplo.com.br" },
      ],
    });
    expect(
      ok<{ resent_to: number }>(await client(t.app, criador).post(`/api/signatures/${r.id}/resend`)).resent_to,
    ).toBe(1);
    const start = offset;
    try {
      offset += 3.1 * DAY;
      await t.app.jobs.signatures();
      const reminded = (await events(r.id)).filter((e) => e.kind === "reminded" || e.kind === "resent");
      expect(reminded.map((e) => [e.kind, e.signer_name])).toEqual([
        ["resent", ANA.name],
        ["reminded", ANA.name],
      ]);
      expect(await outboxMailsTo(t, "seguinte.ordem@exemplo.com.br")).toHaveLength(0);
    } finally {
      offset = start;
    }
  });

  it("refuses a malformed switch in pt-BR, and the contracts screen sends in order too", async () => {
    const bad = expectApiError(
      await client(t.app, criador).post("/api/signatures", {
        title: "X",
        project_id: acacias,
        type: "scp",
        amount: 1,
        due_date: dayFrom(now(), 1),
        file_id: await pdfFileOf(t.app, criador),
        signers: [{ name: ANA.name, email: ANA.email }],
        sequential: "sim",
      }),
      400,
      "VALIDATION_ERROR",
    );
    expect(bad.fields?.sequential).toEqual(["Indique se a assinatura é em ordem."]);
    const contract = ok<Contract>(
      await client(t.app, juridico).post("/api/contracts", {
        name: "Contrato em ordem",
        client_name: "Ana Investidora",
        project_id: acacias,
        value: 500,
        start_date: dayFrom(now(), 0),
        end_date: dayFrom(now(), 30),
        type: "fornecimento",
        file_id: await pdfFileOf(t.app, juridico),
      }),
      201,
    );
    const sent = ok<Contract>(
      await client(t.app, juridico).post(`/api/contracts/${contract.id}/send-for-signature`, {
        due_date: dayFrom(now(), 5),
        sequential: true,
        signers: [
          { name: CARLOS.name, email: CARLOS.email },
          { name: ANA.name, email: ANA.email },
        ],
      }),
    );
    const request = await get(juridico, sent.signature!.id);
    expect(request.sequential).toBe(true);
    expectApiError(await signAs(t, investidor, request.id, ANA), 409, "CONFLICT", NOT_YOUR_TURN);
  });
});
