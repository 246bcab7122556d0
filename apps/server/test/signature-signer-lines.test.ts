import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreateSignatureInput, SignatureList, SignatureRequest } from "@alicerce/shared/schemas/signatures";
import { SIGNER_EMAIL_NOT_CONFIRMED } from "@alicerce/shared/signatures";
import { profiles, user as users } from "../src/db/schema/index.ts";
import { client, DEMO, loginAll, newAccount, ok, projectIdByTitle, SEEDED } from "./project-helpers.ts";
import { bellEntries, dayFrom, pdfFileOf } from "./signature-flow-helpers.ts";
import { markEmailConfirmed, requestCode } from "./signing-helpers.ts";
import { dataExportLink, outboxMailsTo } from "./supplier-helpers.ts";
import { cookieHeader, createTestApp, expectApiError, login, maskedCpf, nextCpf, type TestApp } from "./test-app.ts";

// The list and the detail ask a signer for the proof signing asks for, and a signed line belongs to
// the account that signed it, not to its address (docs/decisions/093-signer-reads-certificate-and-code-ceilings.md).

const PASSWORD = "uma senha longa e boa";
const WRONG_PERSON =
  "Este contrato foi enviado para outro CPF: apenas a pessoa com o CPF indicado por quem o enviou pode assiná-lo ou recusá-lo.";

let t: TestApp;
let criador: string;
let juridico: string;
let acacias: string;

const api = (cookie: string) => client(t.app, cookie);
const cpfOf = async (userId: string) =>
  (await t.database.db.select({ cpf: profiles.cpf }).from(profiles).where(eq(profiles.userId, userId)))[0]!.cpf!;

async function send(title: string, signers: CreateSignatureInput["signers"], type: CreateSignatureInput["type"]) {
  return ok<SignatureRequest>(
    await api(criador).post("/api/signatures", {
      title,
      project_id: acacias,
      type,
      amount: 73_450,
      due_date: dayFrom(new Date(), 10),
      file_id: await pdfFileOf(t.app, criador),
      signers,
    }),
    201,
  );
}

/** Searches the list by the request's title, as the screen does: what it lists, by id. */
const listed = async (cookie: string, title: string) =>
  ok<SignatureList>(await api(cookie).get(`/api/signatures?q=${encodeURIComponent(title)}`)).items.map((r) => r.id);

/** Every reading door of a request answers the refusal, and none of its answers names the request. */
async function expectShut(cookie: string, request: SignatureRequest, status: number, code: string, message: string) {
  expect(await listed(cookie, request.title)).toEqual([]);
  for (const path of ["", "/events", "/file", "/download"]) {
    const res = await api(cookie).get(`/api/signatures/${request.id}${path}`);
    expectApiError(res, status, code, message);
    expect(res.body).not.toContain(request.title);
    expect(res.body).not.toContain("73450");
  }
}

beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000" }, { seed: true });
  [criador, juridico] = await loginAll(t.app, DEMO.creator, DEMO.legal);
  acacias = await projectIdByTitle(t.database.db, SEEDED.acacias);
});
afterAll(() => t.close());

describe("a person who registers an invited address", () => {
  it("without confirming it reads nothing of the request: not listed, 403 with the sentence everywhere", async () => {
    const email = `convidada.${Date.now()}@x.test`;
    const squatter = await newAccount(t.app, "investor", { email, name: "Convidada Real" });
    const request = await send("Contrato sigiloso do endereço", [{ name: "Convidada Real", email }], "service");

    await expectShut(squatter.cookie, request, 403, "EMAIL_NOT_VERIFIED", SIGNER_EMAIL_NOT_CONFIRMED);
    // Nor does the bell tell the account of the invitation's title (the mailbox is told).
    expect(await bellEntries(t.database.db, email, "Contrato para assinar", request.title)).toEqual([]);

    // Once the mailbox's owner confirms it, the request is theirs to read.
    await markEmailConfirmed(t, squatter.id);
    expect(await listed(squatter.cookie, request.title)).toEqual([request.id]);
    const read = ok<SignatureRequest>(await api(squatter.cookie).get(`/api/signatures/${request.id}`));
    expect(read.signers[0]!.is_me).toBe(true);
  });

  it("confirmed, but with another CPF than the invited one, reads nothing of it either", async () => {
    const holder = await newAccount(t.app, "investor", { name: "Titular Outra" });
    await markEmailConfirmed(t, holder.id);
    const invitedCpf = nextCpf();
    const request = await send(
      "Contrato de investimento de outro CPF",
      [{ name: "Titular Outra", email: holder.email, cpf: maskedCpf(invitedCpf) }],
      "investment",
    );

    await expectShut(holder.cookie, request, 403, "FORBIDDEN", WRONG_PERSON);
    expect(await bellEntries(t.database.db, holder.email, "Contrato para assinar", request.title)).toEqual([]);

    // The account whose CPF is the invited one reads it, and its sender and the legal desk still do.
    await t.database.db.update(profiles).set({ cpf: invitedCpf }).where(eq(profiles.userId, holder.id));
    expect(await listed(holder.cookie, request.title)).toEqual([request.id]);
    for (const cookie of [criador, juridico]) ok(await api(cookie).get(`/api/signatures/${request.id}`));
  });

  it("is not told by the bell what becomes of the request either; its mailbox is", async () => {
    const email = `aguardando.${Date.now()}@x.test`;
    // The address is registered, unconfirmed, before the invitation.
    await newAccount(t.app, "investor", { email, name: "Convidada Aguardando" });
    const other = await newAccount(t.app, "investor", { name: "Outra Signatária" });
    await markEmailConfirmed(t, other.id);
    const request = await send(
      "Contrato recusado por outra pessoa",
      [
        { name: "Convidada Aguardando", email },
        { name: "Outra Signatária", email: other.email },
      ],
      "service",
    );
    const { code } = await requestCode(t, other.cookie, request.id);
    ok(await api(other.cookie).post(`/api/signatures/${request.id}/refuse`, { reason: "Valor errado.", code }));

    expect(await bellEntries(t.database.db, email, "Contrato recusado", request.title)).toEqual([]);
    expect(await bellEntries(t.database.db, DEMO.creator, "Contrato recusado", request.title)).toHaveLength(1);
    expect((await outboxMailsTo(t, email)).some((m) => m.includes(request.title))).toBe(true);
  });

  it("answers anyone else the 404 of an unknown id", async () => {
    const request = await send("Contrato de terceiros", [{ name: "Outra Pessoa", email: "outra@x.test" }], "service");
    const stranger = await newAccount(t.app, "investor");
    await markEmailConfirmed(t, stranger.id);
    await expectShut(stranger.cookie, request, 404, "NOT_FOUND", "Contrato não encontrado.");
  });
});

describe("a signed line belongs to the account that signed it", () => {
  it("follows the signer to a new e-mail, and never goes to whoever takes the old address", async () => {
    const signer = await newAccount(t.app, "investor", { name: "Signatária Mudança" });
    await markEmailConfirmed(t, signer.id);
    const cpf = await cpfOf(signer.id);
    const request = await send(
      "Contrato assinado antes da mudança",
      [
        { name: "Signatária Mudança", email: signer.email },
        { name: "Carlos Construtor", email: DEMO.creator },
      ],
      "service",
    );
    // A confirmed invitee is told by the bell too.
    expect(await bellEntries(t.database.db, signer.email, "Contrato para assinar", request.title)).toHaveLength(1);
    const { code } = await requestCode(t, signer.cookie, request.id);
    ok(
      await api(signer.cookie).post(`/api/signatures/${request.id}/sign`, {
        name: "Signatária Mudança",
        cpf,
        agree: true,
        code,
      }),
    );

    // The signer's account moves to another address (as Minha Conta's change does, decision 044).
    const oldEmail = signer.email;
    const newEmail = `nova.${oldEmail}`;
    await t.database.db.update(users).set({ email: newEmail }).where(eq(users.id, signer.id));
    const moved = await login(t.app, newEmail, PASSWORD);
    expect(moved.statusCode, moved.body).toBe(200);
    const signerCookie = cookieHeader(moved);
    expect(await listed(signerCookie, request.title)).toEqual([request.id]);
    const mine = ok<SignatureRequest>(await api(signerCookie).get(`/api/signatures/${request.id}`));
    expect(mine.signers.find((s) => s.is_me)).toMatchObject({ name: "Signatária Mudança", status: "signed" });
    // Still a signer: the trail whole, as before the move.
    expect(ok<{ masked: boolean }>(await api(signerCookie).get(`/api/signatures/${request.id}/events`)).masked).toBe(
      false,
    );

    // A new account confirms the old address: the signed line is not its line.
    const heir = await newAccount(t.app, "investor", { email: oldEmail, name: "Signatária Mudança" });
    await markEmailConfirmed(t, heir.id);
    await expectShut(heir.cookie, request, 404, "NOT_FOUND", "Contrato não encontrado.");
  });

  it("stays with a deleted account's trail: whoever registers its old address reads nothing", async () => {
    const signer = await newAccount(t.app, "investor", { name: "Signatária Que Sai" });
    await markEmailConfirmed(t, signer.id);
    const request = await send(
      "Contrato de quem saiu",
      [{ name: "Signatária Que Sai", email: signer.email }],
      "service",
    );
    const { code } = await requestCode(t, signer.cookie, request.id);
    const signed = ok<SignatureRequest>(
      await api(signer.cookie).post(`/api/signatures/${request.id}/sign`, {
        name: "Signatária Que Sai",
        cpf: await cpfOf(signer.id),
        agree: true,
        code,
      }),
    );
    expect(signed.status).toBe("signed");
    ok(await api(signer.cookie).post("/api/account/delete", { password: PASSWORD, confirmation: "EXCLUIR" }));

    const heir = await newAccount(t.app, "investor", { email: signer.email, name: "Signatária Que Sai" });
    await markEmailConfirmed(t, heir.id);
    await expectShut(heir.cookie, request, 404, "NOT_FOUND", "Contrato não encontrado.");
    // Nor does "Baixar meus dados" hand the heir the line signed with that address.
    ok(await api(heir.cookie).post("/api/account/data-export"));
    expect(await t.app.jobs.dataExports()).toBe(1);
    const link = (await dataExportLink(t, signer.email))!;
    const zip = await t.app.inject({
      method: "GET",
      url: link.pathname + link.search,
      headers: { cookie: heir.cookie },
    });
    expect(zip.statusCode, zip.body).toBe(200);
    const exported = strFromU8(unzipSync(new Uint8Array(zip.rawPayload))["assinaturas.json"]!);
    expect(JSON.parse(exported)).toEqual([]);
    // The evidence is intact for its sender.
    expect(ok<SignatureRequest>(await api(criador).get(`/api/signatures/${request.id}`)).signers[0]!.status).toBe(
      "signed",
    );
  });
});
