/** The kinds of Pix key (DICT): CPF, CNPJ, e-mail, phone (+55…) or a random key (EVP). */
export type PixKeyType = "cpf" | "cnpj" | "email" | "phone" | "evp";

export type PixOutRequest = {
  /** The payout's own id, made and stored by Alicerce before the call (idEnvio; 1–35 letters and digits). */
  id: string;
  /** The receiver's Pix key. */
  key: string;
  keyType?: PixKeyType;
  amountCents: number;
  /** A line the receiver sees with the Pix (up to 140 characters). */
  description: string;
  /** The paying account's key; the escrow account's by default. */
  payer?: { pixKey: string };
};

/** processing: sent, not settled yet; done: settled; failed: not made (nothing left the account). */
export type PixOutStatus = "processing" | "done" | "failed";

export type PixOutResult = { id: string; status: PixOutStatus; endToEndId?: string; reason?: string };

/**
 * Paying out by Pix (docs/decisions/103-pix-out-provider.md): not part of API Pix v2, so each PSP has
 * its own API. `send` with an id already sent answers that send's state and pays nothing again;
 * `status` is what a retry after a crash asks first (decision 099).
 */
export type PixOutProvider = {
  readonly name: "sandbox" | "efi";
  send(request: PixOutRequest): Promise<PixOutResult>;
  status(id: string): Promise<PixOutResult>;
};

/** The ids both providers accept (Efí's idEnvio pattern). */
export const PIX_OUT_ID_PATTERN = /^[a-zA-Z0-9]{1,35}$/;

export function checkPixOutId(id: string) {
  if (!PIX_OUT_ID_PATTERN.test(id)) throw new RangeError(`Id de envio inválido: ${id}`);
}
