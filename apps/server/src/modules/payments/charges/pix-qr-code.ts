import QRCode from "qrcode";

/**
 * The Pix code as the QR the payer's bank app scans (an SVG data URL, as the two-factor setup's QR). Drawing
 * one takes milliseconds of CPU, so it is drawn once, when the PSP made the code, and kept with the charge
 * (docs/decisions/123-payments-flat-at-a-million-ledger-entries.md): a list of commitments read it instead
 * of drawing every awaiting charge's QR on every request.
 */
export async function pixQrCodeOf(code: string): Promise<string> {
  const svg = await QRCode.toString(code, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** The charge's kept QR, or (a charge issued before QRs were kept) the one drawn now. */
export function pixQrCodeOfCharge(charge: { pixCopiaECola: string | null; pixQrCode: string | null }) {
  if (!charge.pixCopiaECola) return Promise.resolve(null);
  return charge.pixQrCode ? Promise.resolve(charge.pixQrCode) : pixQrCodeOf(charge.pixCopiaECola);
}
