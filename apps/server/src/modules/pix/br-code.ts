import { createDynamicPix, createStaticPix, hasError } from "pix-utils";

export type BrCodeInput = {
  merchantName: string;
  merchantCity: string;
} & (
  | {
      /** A static BR Code to a Pix key, with the amount and (up to 25 characters) a txid in it. */
      pixKey: string;
      amountCents: number;
      txid?: string;
    }
  | {
      /**
       * A dynamic BR Code: the charge's `location` from `PUT /cob` (without scheme); the payer's bank
       * reads the amount and txid from it, so neither goes in the string.
       */
      location: string;
    }
);

export class BrCodeError extends Error {}

/**
 * The "Pix Copia e Cola" string (EMV BR Code, with its CRC16) through the maintained pix-utils
 * library (decision 099: never a hand-written encoder). Names and cities longer than the BR Code's
 * 25 and 15 characters are cut, as the Manual de Padrões para Iniciação do Pix asks.
 */
export function pixCopiaECola(input: BrCodeInput): string {
  const merchantName = input.merchantName.slice(0, 25);
  const merchantCity = input.merchantCity.slice(0, 15);
  const pix =
    "location" in input
      ? createDynamicPix({ merchantName, merchantCity, url: input.location.replace(/^https?:\/\//, "") })
      : createStaticPix({
          merchantName,
          merchantCity,
          pixKey: input.pixKey,
          transactionAmount: amountForBrCode(input.amountCents),
          ...(input.txid ? { txid: input.txid } : {}),
        });
  if (hasError(pix)) throw new BrCodeError(`BR Code inválido: ${pix.message}`);
  return pix.toBRCode();
}

/** Whole cents as the reais number pix-utils prints with two decimals (exact below 2^53 cents / 100). */
function amountForBrCode(cents: number): number {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new BrCodeError(`Valor inválido para BR Code: ${cents}`);
  return cents / 100;
}
