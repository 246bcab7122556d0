import { PDFDocument } from "pdf-lib";
import { pdflibAddPlaceholder } from "@signpdf/placeholder-pdf-lib";
import { P12Signer } from "@signpdf/signer-p12";
import { SignPdf } from "@signpdf/signpdf";
import type { Config } from "../config.ts";
import { loadSealCertificate, type SealCertificate } from "./pdf-seal-certificate.ts";

/** What the seal's signature dictionary says besides the certificate (PDF readers show it). */
export type SealInfo = {
  /** When the request completed: the CMS signing time and the dictionary's M. */
  sealedAt: Date;
  requestId: string;
  verificationUrl: string;
};

/**
 * Seals a finished PDF (original pages + certificate page) with a detached CMS signature
 * (adbe.pkcs7.detached, SHA-256) by the platform's certificate, the way PDF readers and `pdfsig`
 * verify: any byte changed outside the signature itself makes it invalid. The signature covers the
 * whole file, so nothing may be written to it afterwards. It is invisible (no widget on the page):
 * the certificate page already says, in words, what was signed and where to verify it.
 *
 * adbe.pkcs7.detached rather than ETSI.CAdES.detached: the CAdES flavour requires the ESS
 * signing-certificate-v2 attribute, which @signpdf/signer-p12 (node-forge) does not write.
 */
export async function sealPdf(pdf: Uint8Array, certificate: SealCertificate, info: SealInfo): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  pdflibAddPlaceholder({
    pdfDoc: doc,
    pdfPage: doc.getPage(doc.getPageCount() - 1),
    // PDF text strings here are PDFDocEncoding: Latin-1 letters only, so no emoji or dashes.
    reason: `Selo da plataforma Alicerce: documento assinado eletronicamente (solicitação ${info.requestId})`,
    contactInfo: info.verificationUrl,
    name: certificate.name,
    location: "Brasil",
    signingTime: info.sealedAt,
    signatureLength: certificate.signatureLength,
    subFilter: "adbe.pkcs7.detached",
    appName: "Alicerce",
  });
  // Without object streams: the signature dictionary must stay a plain object that signpdf finds.
  const prepared = await doc.save({ useObjectStreams: false });
  const signer = new P12Signer(certificate.p12, { passphrase: certificate.password });
  return new Uint8Array(await new SignPdf().sign(Buffer.from(prepared), signer, info.sealedAt));
}

/** Seals PDFs with this process's seal certificate, loaded (or generated) once. */
export type PdfSealer = {
  seal(pdf: Uint8Array, info: SealInfo): Promise<Uint8Array>;
  certificate(): Promise<SealCertificate>;
};

export function createPdfSealer(config: Pick<Config, "signingCertificate" | "dataDir" | "databaseUrl">): PdfSealer {
  let loading: Promise<SealCertificate> | null = null;
  const certificate = () => {
    loading ??= loadSealCertificate(config);
    // A failure (an unreadable data folder) is tried again at the next seal, not remembered.
    loading.catch(() => (loading = null));
    return loading;
  };
  return { certificate, seal: async (pdf, info) => sealPdf(pdf, await certificate(), info) };
}

/**
 * A sealer with a self-signed certificate kept in memory for this process, for code that runs
 * without an app: tests seeding a bare database. The server always passes its own (app.sealer).
 */
export const ephemeralSealer = () =>
  createPdfSealer({ signingCertificate: null, dataDir: "", databaseUrl: "memory://" });
