// The signed PDF is sealed (docs/decisions/034-sealed-pdf.md): pdfsig (poppler)
// validates the seal of a PDF made by a real signing flow and by the demo data, and reports a
// one-byte change; the public verification page answers the sealed file's hash and its signers; every
// generated PDF prints titles and names in Unicode.
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import forge from "node-forge";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicVerification } from "@alicerce/shared/schemas/documents";
import { signatureListSchema, type SignatureRequest } from "@alicerce/shared/schemas/signatures";
import { ConfigError, loadConfig } from "../src/config.ts";
import { profiles, signatureRequests } from "../src/db/schema/index.ts";
import { loadSealCertificate, SELF_SIGNED_FILE, SELF_SIGNED_NAME } from "../src/lib/pdf-seal-certificate.ts";
import { seedDemoData } from "../src/seed/seed.ts";
import { client, createProject, DEMO, loginAs, ok, upload, userIdOf } from "./project-helpers.ts";
import { HAS_PDFSIG, HAS_PDFTOTEXT, pdfsig, pdfText } from "./pdf-tools.ts";
import { codesMailedTo } from "./signing-helpers.ts";
import { createTestApp, expectApiError, type TestApp } from "./test-app.ts";
import type { FastifyInstance } from "fastify";
import { PDFDocument } from "pdf-lib";

if (!HAS_PDFSIG || !HAS_PDFTOTEXT) {
  console.warn(
    "signature-seal.test.ts: pdfsig/pdftotext not found (install poppler-utils): the PDF checks are skipped here. CI installs it.",
  );
}

/** The seeded signers: name and CPF as registered (the sign route checks both). */
const ANA = { email: DEMO.ana, name: "Ana Investidora", cpf: "12345678143" };
const CARLOS = { email: DEMO.creator, name: "Carlos Construtor", cpf: "23456789254" };
const TITLE = "Residencial Ipê 🏗️ — Ação";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "alicerce-seal-"));
let t: TestApp;
let criador: string;
let projectId: string;

async function realPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([300, 400]).drawText("Contrato de teste", { x: 20, y: 350 });
  return Buffer.from(await doc.save());
}

/**
 * A request on the Unicode-titled project signed by Ana and Carlos through the API, as people do.
 * (When signing asks for more proof, this is the one place to teach it.)
 */
/** Asks `app` for the signer's one-time code (decision 033) and reads it from the shared outbox. */
async function codeFor(app: FastifyInstance, session: string, id: string): Promise<string> {
  const sent = ok<{ sent_to: string }>(await client(app, session).post(`/api/signatures/${id}/code`));
  return (await codesMailedTo(t, sent.sent_to)).at(-1)!;
}

async function signedRequest(app: FastifyInstance, cookie: string): Promise<SignatureRequest> {
  const file = await upload(app, cookie, "contrato.pdf", await realPdf());
  const created = ok<SignatureRequest>(
    await client(app, cookie).post("/api/signatures", {
      title: `Contrato — ${TITLE}`,
      project_id: projectId,
      type: "investment",
      amount: 15_000,
      due_date: new Date(Date.now() + 10 * 86400e3).toISOString().slice(0, 10),
      file_id: file.id,
      signers: [
        { name: ANA.name, email: ANA.email, cpf: ANA.cpf },
        { name: CARLOS.name, email: CARLOS.email, cpf: CARLOS.cpf },
      ],
    }),
    201,
  );
  let last = created;
  for (const person of [ANA, CARLOS]) {
    const session = await loginAs(app, person.email);
    last = ok<SignatureRequest>(
      await client(app, session).post(`/api/signatures/${created.id}/sign`, {
        name: person.name,
        cpf: person.cpf,
        agree: true,
        code: await codeFor(app, session, created.id),
      }),
    );
  }
  expect(last.status).toBe("signed");
  return last;
}

const download = async (app: FastifyInstance, cookie: string, request: SignatureRequest) =>
  new Uint8Array((await client(app, cookie).get(request.download_url)).rawPayload);

/** The byte ranges pdfsig says the signature covers. */
function signedRanges(report: string): [[number, number], [number, number]] {
  const match = report.match(/Signed Ranges: \[(\d+) - (\d+)\], \[(\d+) - (\d+)\]/);
  expect(match, report).not.toBeNull();
  const [a, b, c, d] = match!.slice(1).map(Number) as [number, number, number, number];
  return [
    [a, b],
    [c, d],
  ];
}

/** The code of the certificate's QR code (the request shows it on the certificate page only). */
async function codeOf(request: SignatureRequest): Promise<string> {
  const [row] = await t.database.db
    .select({ code: signatureRequests.verificationCode })
    .from(signatureRequests)
    .where(eq(signatureRequests.id, request.id));
  return row!.code;
}

beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000" }, { seed: true });
  criador = await loginAs(t.app, DEMO.creator);
  projectId = await createProject(t.app, criador, { title: TITLE });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe("the seal of a signed PDF", () => {
  it.skipIf(!HAS_PDFSIG)(
    "is a signature over the whole file that pdfsig validates, and reports invalid once one byte changes",
    async () => {
      const request = await signedRequest(t.app, criador);
      const sealed = await download(t.app, criador, request);
      const report = await pdfsig(sealed);
      expect(report).toContain("Signature is Valid.");
      expect(report).toContain("Total document signed");
      expect(report).toContain(`Signer Certificate Common Name: ${SELF_SIGNED_NAME}`);
      expect(report).toContain("Signing Hash Algorithm: SHA-256");
      expect(report).toMatch(/Signature Type: adbe\.pkcs7\.detached/);
      // The certificate page (the last) is inside the signature: an appended page would not be.
      expect((await PDFDocument.load(sealed)).getPageCount()).toBe(2);

      for (const at of [signedRanges(report)[0][1] >> 1, sealed.length - 20]) {
        const tampered = Uint8Array.from(sealed);
        tampered[at] = tampered[at]! ^ 0x01; // inside the first and inside the second signed range
        const after = await pdfsig(tampered);
        expect(after, `byte ${at}`).not.toContain("Signature is Valid.");
        expect(after, `byte ${at}`).toMatch(/Digest Mismatch|Signature is Invalid/);
      }
    },
    60_000,
  );

  it.skipIf(!HAS_PDFSIG)(
    "is on the demo data's signed contract too",
    async () => {
      const demo = await createTestApp();
      try {
        expect(await seedDemoData(demo.database.db, { storage: demo.app.storage, sealer: demo.app.sealer })).toBe(true);
        const legal = await loginAs(demo.app, DEMO.legal);
        const list = signatureListSchema.parse(ok(await client(demo.app, legal).get("/api/signatures?status=signed")));
        expect(list.items.length).toBeGreaterThan(0);
        for (const request of list.items) {
          const report = await pdfsig(await download(demo.app, legal, request));
          expect(report, request.title).toContain("Signature is Valid.");
          expect(report, request.title).toContain("Total document signed");
        }
      } finally {
        await demo.close();
      }
    },
    120_000,
  );
});

describe("the public verification of a signed request", () => {
  it("answers the sealed file's SHA-256, the sealing time and each signer with a masked CPF, and nothing private", async () => {
    const request = await signedRequest(t.app, criador);
    const sealed = await download(t.app, criador, request);
    const res = await client(t.app).get(`/api/public/verify/${await codeOf(request)}`);
    const body = ok<PublicVerification>(res);
    expect(body.status).toBe("signed");
    expect(body.signed).not.toBeNull();
    expect(body.signed!.sha256).toBe(createHash("sha256").update(sealed).digest("hex"));
    expect(body.signed!.size).toBe(sealed.length);
    expect(body.sha256).not.toBe(body.signed!.sha256); // the original is still named: "documento original"
    expect(Date.parse(body.signed!.sealed_at)).toBe(Date.parse(request.completed_at!));
    expect(body.signed!.signers).toEqual([
      { name: ANA.name, cpf: "***.456.781-**", signed_at: expect.any(String) },
      { name: CARLOS.name, cpf: "***.567.892-**", signed_at: expect.any(String) },
    ]);
    for (const signer of request.signers) {
      const shown = body.signed!.signers.find((s) => s.name === signer.name)!;
      expect(Date.parse(shown.signed_at)).toBe(Date.parse(signer.signed_at!));
    }
    // No e-mail, no whole CPF, no account id anywhere in the answer.
    for (const secret of [ANA.email, CARLOS.email, ANA.cpf, CARLOS.cpf, "123.456.781-43", "@"]) {
      expect(res.body).not.toContain(secret);
    }
  }, 60_000);

  it("has no seal while the request waits for signatures, and refuses unknown codes", async () => {
    const file = await upload(t.app, criador, "contrato.pdf", await realPdf());
    const pending = ok<SignatureRequest>(
      await client(t.app, criador).post("/api/signatures", {
        title: "Contrato pendente",
        project_id: projectId,
        type: "service",
        amount: 1_000,
        due_date: new Date(Date.now() + 5 * 86400e3).toISOString().slice(0, 10),
        file_id: file.id,
        signers: [{ name: ANA.name, email: ANA.email }],
      }),
      201,
    );
    const body = ok<PublicVerification>(await client(t.app).get(`/api/public/verify/${await codeOf(pending)}`));
    expect(body.status).not.toBe("signed");
    expect(body.signed).toBeNull();
    expectApiError(await client(t.app).get("/api/public/verify/codigo-que-nao-existe-000000"), 404, "NOT_FOUND");
  });
});

describe("Unicode in generated PDFs", () => {
  it.skipIf(!HAS_PDFTOTEXT)(
    "prints the project's title with its accents, dash and emoji on the certificate, not '??'",
    async () => {
      const request = await signedRequest(t.app, criador);
      const text = await pdfText(await download(t.app, criador, request));
      expect(text).toContain(`Projeto: ${TITLE}`);
      expect(text).toContain(`Documento: Contrato — ${TITLE}`);
      expect(text).not.toContain("??");
    },
    60_000,
  );

  it.skipIf(!HAS_PDFTOTEXT)("does the same in the prospectus and the informe de rendimentos", async () => {
    const prospectus = await client(t.app, criador).get(`/api/projects/${projectId}/prospectus`);
    expect(prospectus.statusCode, prospectus.body).toBe(200);
    expect(await pdfText(prospectus.rawPayload)).toContain(TITLE);

    // A name no registration form offers (the informe prints the profile's name as stored).
    const ana = await userIdOf(t.database.db, DEMO.ana);
    const rename = (name: string) => t.database.db.update(profiles).set({ name }).where(eq(profiles.userId, ana));
    await rename("Ana Ipê 🏗️ Łukasz");
    try {
      const informe = await client(t.app, await loginAs(t.app, DEMO.ana)).get(
        `/api/portfolio/income-statement?year=${new Date().getFullYear()}`,
      );
      expect(informe.statusCode, informe.body).toBe(200);
      expect(await pdfText(informe.rawPayload)).toContain("Nome: Ana Ipê 🏗️ Łukasz");
    } finally {
      await rename(ANA.name);
    }
  });
});

describe("the seal certificate", () => {
  it("is generated once into the data folder (mode 0600) and reused, even by processes starting together", async () => {
    const dataDir = path.join(tmp, "data-folder");
    const settings = { signingCertificate: null, dataDir, databaseUrl: null };
    const together = await Promise.all([1, 2, 3].map(() => loadSealCertificate(settings)));
    expect(new Set(together.map((c) => c.fingerprint)).size).toBe(1);
    const file = path.join(dataDir, SELF_SIGNED_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dataDir)).toEqual([SELF_SIGNED_FILE]); // no temporary file left
    const again = await loadSealCertificate(settings);
    expect(again.fingerprint).toBe(together[0]!.fingerprint);
    expect(again).toMatchObject({ name: SELF_SIGNED_NAME, selfSigned: true });
    const years = (again.notAfter.getTime() - Date.now()) / (365.25 * 86400e3);
    expect(years).toBeGreaterThan(9.9);
    expect(years).toBeLessThan(10.1);
  }, 60_000);

  it.skipIf(!HAS_PDFSIG)(
    "comes from SIGNING_CERT_P12 and SIGNING_CERT_PASSWORD when they are set",
    async () => {
      const p12 = path.join(tmp, "empresa.p12");
      fs.writeFileSync(p12, companyP12("Construtora Exemplo LTDA", "senha-do-certificado"));
      const app = await t.rebuild({ SIGNING_CERT_P12: p12, SIGNING_CERT_PASSWORD: "senha-do-certificado" });
      try {
        const cookie = await loginAs(app, DEMO.creator);
        const report = await pdfsig(await download(app, cookie, await signedRequest(app, cookie)));
        expect(report).toContain("Signature is Valid.");
        expect(report).toContain("Signer Certificate Common Name: Construtora Exemplo LTDA");
      } finally {
        await app.close();
      }
    },
    60_000,
  );

  it("stops the start with the variable's name when the file or its password is wrong", async () => {
    const p12 = path.join(tmp, "outra.p12");
    fs.writeFileSync(p12, companyP12("Outra LTDA", "certa"));
    await expect(t.rebuild({ SIGNING_CERT_P12: p12, SIGNING_CERT_PASSWORD: "errada" })).rejects.toThrow(
      /SIGNING_CERT_P12: o arquivo não é um certificado PKCS#12/,
    );
    const notP12 = path.join(tmp, "nada.p12");
    fs.writeFileSync(notP12, "não é um certificado");
    await expect(t.rebuild({ SIGNING_CERT_P12: notP12 })).rejects.toBeInstanceOf(ConfigError);

    const configError = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
      throw new Error("the configuration was accepted");
    };
    expect(configError({ SIGNING_CERT_P12: path.join(tmp, "nao-existe.p12") })).toContain(
      "SIGNING_CERT_P12: arquivo não encontrado",
    );
    expect(configError({ SIGNING_CERT_PASSWORD: "sem-arquivo" })).toContain(
      "SIGNING_CERT_PASSWORD: só vale com SIGNING_CERT_P12",
    );
    expect(loadConfig({ SIGNING_CERT_P12: p12, SIGNING_CERT_PASSWORD: "certa" }).signingCertificate).toEqual({
      p12Path: p12,
      password: "certa",
    });
    expect(loadConfig({}).signingCertificate).toBeNull();
  }, 60_000);
});

/** A password-protected PKCS#12 of a (test) company certificate, as an operator would configure. */
function companyP12(commonName: string, password: string): Buffer {
  const keys = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = "01";
  cert.validity.notBefore = new Date(Date.now() - 86400e3);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86400e3);
  const subject = [{ name: "commonName", value: commonName }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], password, { algorithm: "3des" });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), "binary");
}
