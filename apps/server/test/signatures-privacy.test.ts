import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentList, PublicVerification } from "@alicerce/shared/schemas/documents";
import type {
  CreateSignatureInput,
  SignatureEvents,
  SignatureList,
  SignatureRequest,
} from "@alicerce/shared/schemas/signatures";
import { signatureRequests } from "../src/db/schema/index.ts";
import {
  client,
  createProject,
  DEMO,
  joinTeam,
  loginAll,
  loginAs,
  newAccount,
  ok,
  projectIdByTitle,
  SEEDED,
  upload,
  type Account,
} from "./project-helpers.ts";
import { HAS_PDFSIG, HAS_PDFTOTEXT, pdfsig, pdfText } from "./pdf-tools.ts";
import { codeKeeper } from "./signing-helpers.ts";
import { createTestApp, expectApiError, type TestApp } from "./test-app.ts";

// Decision 036 (docs/decisions/036-signature-privacy-and-mail.md): an investor's
// contract is read by its parties and the legal desk only, a trail shows a party's CPF, IP and
// browser only to the signers and the legal desk, and the "Nova assinatura" picker offers only the
// user's own and team projects.

const ANA = { email: DEMO.ana, name: "Ana Investidora", cpf: "12345678143" };
/** Where Ana signs from: the trail keeps it whole for the signers and the legal desk only. */
const ANA_IP = "203.0.113.45";

let t: TestApp;
let criador: string;
let investidor: string;
let juridico: string;
let acacias: string;
/** An engineer on the team of Acácias (accepted invitation): neither a signer nor on the legal desk. */
let engineer: Account;

async function pdfFile(cookie: string) {
  const doc = await PDFDocument.create();
  doc.addPage([300, 400]).drawText("Contrato", { x: 20, y: 350 });
  return (await upload(t.app, cookie, "contrato.pdf", Buffer.from(await doc.save()))).id;
}

function dayIn(days: number): string {
  return new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

async function createRequest(cookie: string, overrides: Partial<CreateSignatureInput> = {}) {
  const body: CreateSignatureInput = {
    title: "Contrato de Investimento — Privacidade",
    project_id: acacias,
    type: "investment",
    amount: 25_000,
    due_date: dayIn(10),
    file_id: await pdfFile(cookie),
    signers: [{ name: ANA.name, email: ANA.email, cpf: ANA.cpf }],
    ...overrides,
  };
  return ok<SignatureRequest>(await client(t.app, cookie).post("/api/signatures", body), 201);
}

const documentOf = async (requestId: string) => {
  const [row] = await t.database.db
    .select({ documentId: signatureRequests.documentId })
    .from(signatureRequests)
    .where(eq(signatureRequests.id, requestId));
  return row!.documentId!;
};

const verificationCodeOf = async (requestId: string) => {
  const [row] = await t.database.db
    .select({ code: signatureRequests.verificationCode })
    .from(signatureRequests)
    .where(eq(signatureRequests.id, requestId));
  return row!.code;
};

const codeFor = codeKeeper();
const signAsAna = async (id: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/signatures/${id}/sign`,
    headers: { cookie: investidor, "user-agent": "Navegador da Ana/2.0" },
    remoteAddress: ANA_IP,
    payload: { name: ANA.name, cpf: ANA.cpf, agree: true, code: await codeFor(t, investidor, id) },
  });

beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000" }, { seed: true });
  [criador, investidor, juridico] = await loginAll(t.app, DEMO.creator, DEMO.ana, DEMO.legal);
  acacias = await projectIdByTitle(t.database.db, SEEDED.acacias);
  engineer = await newAccount(t.app, "investor", { name: "Engenheira da Equipe" });
  ok(
    await client(t.app, criador).post(`/api/projects/${acacias}/team`, {
      name: "Engenheira da Equipe",
      role: "engenheiro",
      email: engineer.email,
    }),
    201,
  );
  await joinTeam(t, engineer, acacias);
});
afterAll(() => t.close());

describe("an investor's contract (SCP, investment) is read by its parties and the legal desk only", () => {
  let investment: SignatureRequest;
  let service: SignatureRequest;

  beforeAll(async () => {
    investment = await createRequest(criador);
    service = await createRequest(criador, { title: "Contrato de Serviço — Privacidade", type: "service" });
  });

  it("answers the project's team member 404 on the request, its trail, its PDF and in the list", async () => {
    const api = client(t.app, engineer.cookie);
    for (const path of ["", "/events", "/file", "/download"]) {
      expectApiError(await api.get(`/api/signatures/${investment.id}${path}`), 404, "NOT_FOUND");
    }
    const listed = ok<SignatureList>(await api.get("/api/signatures?page=1")).items.map((r) => r.id);
    expect(listed).not.toContain(investment.id);
    // A service contract of the same project keeps decision 020's rule: the team reads it.
    expect(listed).toContain(service.id);
    ok(await api.get(`/api/signatures/${service.id}`));
  });

  it("keeps its PDF from the team on the documents screen too", async () => {
    const api = client(t.app, engineer.cookie);
    const documentId = await documentOf(investment.id);
    for (const path of ["/file", "/download", "/versions", "/qr"]) {
      expectApiError(await api.get(`/api/documents/${documentId}${path}`), 404, "NOT_FOUND");
    }
    const docs = ok<DocumentList>(await api.get(`/api/documents?project_id=${acacias}`)).items.map((d) => d.id);
    expect(docs).not.toContain(documentId);
    expect(docs).toContain(await documentOf(service.id));
  });

  it("is read by its sender, its signer, the legal desk and an admin; its sender and the desk also as a document", async () => {
    const admin = await loginAs(t.app, DEMO.admin);
    const documentId = await documentOf(investment.id);
    for (const cookie of [criador, investidor, juridico, admin]) {
      ok(await client(t.app, cookie).get(`/api/signatures/${investment.id}`));
      ok(await client(t.app, cookie).get(`/api/signatures/${investment.id}/events`));
      const file = await client(t.app, cookie).get(`/api/signatures/${investment.id}/file`);
      expect(file.statusCode, file.body).toBe(200);
    }
    // The documents screen keeps its own readers (a team document), narrowed to the parties.
    for (const cookie of [criador, juridico, admin]) {
      const file = await client(t.app, cookie).get(`/api/documents/${documentId}/file`);
      expect(file.statusCode, file.body).toBe(200);
    }
  });

  it("keeps an SCP contract the job sends from the team, while its sender (the project's creator, a signer) reads it", async () => {
    const scp = await createRequest(criador, {
      title: "Contrato de Participação SCP — Privacidade",
      type: "scp",
      signers: [
        { name: ANA.name, email: ANA.email, cpf: ANA.cpf },
        { name: "Carlos Construtor", email: DEMO.creator, cpf: "23456789254" },
      ],
    });
    expectApiError(await client(t.app, engineer.cookie).get(`/api/signatures/${scp.id}`), 404, "NOT_FOUND");
    ok(await client(t.app, criador).get(`/api/signatures/${scp.id}`));
  });
});

describe("a trail masks CPF, IP and browser for whoever is neither a signer nor on the legal desk", () => {
  let service: SignatureRequest;

  beforeAll(async () => {
    service = await createRequest(criador, { title: "Contrato de Serviço — Trilha", type: "service" });
    ok(await signAsAna(service.id));
  });

  const signedEvent = async (cookie: string) => {
    const trail = ok<SignatureEvents>(await client(t.app, cookie).get(`/api/signatures/${service.id}/events`));
    return { masked: trail.masked, event: trail.items.find((e) => e.kind === "signed")! };
  };

  it("shows the team member and the sender the middle of the CPF, the network of the IP and no browser", async () => {
    for (const cookie of [engineer.cookie, criador]) {
      const { masked, event } = await signedEvent(cookie);
      expect(masked).toBe(true);
      expect(event).toMatchObject({ cpf: "***.456.781-**", user_agent: null, actor_name: ANA.name });
      expect(event.ip).toMatch(/^\d{1,3}\.\d{1,3}\.x\.x$|:x:x:x:x:x$/);
    }
  });

  it("shows the signer and the legal desk everything", async () => {
    for (const cookie of [investidor, juridico]) {
      const { masked, event } = await signedEvent(cookie);
      expect(masked).toBe(false);
      expect(event).toMatchObject({ cpf: ANA.cpf, user_agent: "Navegador da Ana/2.0" });
      expect(event.ip).not.toContain("x");
    }
  });
});

describe("the signed PDF prints no more than the trail shows its readers (decision 093)", () => {
  let service: SignatureRequest;
  beforeAll(async () => {
    service = await createRequest(criador, { title: "Contrato de Serviço — Certificado", type: "service" });
    expect(ok<SignatureRequest>(await signAsAna(service.id)).status).toBe("signed");
  });

  const downloaded = async (cookie: string) => {
    const res = await client(t.app, cookie).get(`/api/signatures/${service.id}/download`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    return res.rawPayload;
  };

  it.skipIf(!HAS_PDFTOTEXT)(
    "shows the sender and the team the masked CPF of the trail, never the whole CPF, an IP, a browser or an e-mail",
    async () => {
      for (const cookie of [criador, engineer.cookie]) {
        // NFKC: the fonts draw "fi" and "ff" as ligatures, which pdftotext hands back as one character.
        const text = (await pdfText(await downloaded(cookie))).normalize("NFKC").replace(/\s+/g, " ");
        const trail = ok<SignatureEvents>(await client(t.app, cookie).get(`/api/signatures/${service.id}/events`));
        const signed = trail.items.find((e) => e.kind === "signed")!;
        // What the trail shows this reader, the certificate shows too.
        expect(trail.masked).toBe(true);
        expect(text).toContain(`${ANA.name} · CPF ${signed.cpf}`);
        expect(text).toContain(`Documento assinado · ${ANA.name} · CPF ${signed.cpf}`);
        // What the trail hides from this reader, the certificate does not print.
        for (const hidden of [ANA.cpf, "123.456.781-43", ANA_IP, "127.0.0.1", "Navegador da Ana", ANA.email]) {
          expect(text).not.toContain(hidden);
        }
        // A verifier still finds the original's hash, the request and the public page.
        expect(text).toContain(`SHA-256 do documento original: ${signed.sha256}`);
        expect(text).toContain(`Identificador da solicitação: ${service.id}`);
        expect(text).toContain(`/verificar/${await verificationCodeOf(service.id)}`);
      }
    },
    60_000,
  );

  it("is one sealed file for every reader, the one the public page verifies", async () => {
    const admin = await loginAs(t.app, DEMO.admin);
    const [sender, ...others] = await Promise.all(
      [criador, engineer.cookie, investidor, juridico, admin].map((cookie) => downloaded(cookie)),
    );
    for (const bytes of others) expect(Buffer.compare(bytes!, sender!)).toBe(0);
    const verified = ok<PublicVerification>(
      await client(t.app).get(`/api/public/verify/${await verificationCodeOf(service.id)}`),
    );
    expect(verified.signed?.sha256).toBe(createHash("sha256").update(sender!).digest("hex"));
    if (HAS_PDFSIG) expect(await pdfsig(sender!)).toContain("Signature is Valid.");
  });
});

describe("the Nova assinatura project picker", () => {
  it("lists only the user's own projects and those whose team they joined, never another creator's draft", async () => {
    const other = await newAccount(t.app, "creator", { name: "Outra Criadora" });
    const othersDraft = await createProject(t.app, other.cookie, {
      title: "Rascunho Alheio Privado",
      visibility: "private",
    });
    const me = await newAccount(t.app, "creator", { name: "Criadora Nova" });
    const mine = await createProject(t.app, me.cookie, { title: "Meu Único Projeto" });

    const options = async (cookie: string, q = "") =>
      ok<{ items: { id: string; title: string }[] }>(
        await client(t.app, cookie).get(`/api/signatures/project-options${q ? `?q=${encodeURIComponent(q)}` : ""}`),
      ).items.map((p) => p.id);

    expect(await options(me.cookie)).toEqual([mine]);
    expect(await options(me.cookie, "Rascunho Alheio")).toEqual([]);
    // A team member is offered the team's project, and nothing else of its creator.
    const teamOptions = await options(engineer.cookie);
    expect(teamOptions).toEqual([acacias]);
    expect(await options(other.cookie)).toEqual([othersDraft]);
    // The legal desk may pick any project.
    expect(await options(juridico, "Rascunho Alheio")).toEqual([othersDraft]);
  });

  it("refuses anonymous callers and bad queries", async () => {
    expectApiError(await client(t.app).get("/api/signatures/project-options"), 401, "UNAUTHENTICATED");
    expectApiError(
      await client(t.app, criador).get(`/api/signatures/project-options?q=${"a".repeat(101)}`),
      400,
      "VALIDATION_ERROR",
    );
  });
});
