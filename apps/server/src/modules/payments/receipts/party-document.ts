import { onlyDigits } from "@alicerce/shared/brazilian";
import { hideCpf } from "@alicerce/shared/personal-data";

/**
 * A party's document as a receipt prints it (docs/decisions/117-payment-receipts.md): a person's CPF
 * partly hidden ("***.982.247-**", as the signed PDF and the public verification page show it,
 * decision 093), a company's CNPJ whole ("12.345.678/0001-95": a company's registration is public,
 * and it is how the payer tells who received the money, as banks' Pix receipts print it). Anything
 * else prints nothing rather than a number that could be a person's.
 */
export function maskPartyDocument(document: string | null | undefined): string | null {
  if (!document) return null;
  const digits = onlyDigits(document);
  if (digits.length === 11) return hideCpf(digits);
  if (digits.length === 14) {
    return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12)}`;
  }
  return null;
}
