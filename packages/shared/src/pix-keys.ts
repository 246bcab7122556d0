// Pix keys as BACEN's directory (DICT) accepts them, written once for the form and the server
// (docs/decisions/105-business-days-pix-keys-and-escrow-statements.md, docs/product/payments.md#regras).
import { isValidCnpj, isValidMobilePhone } from "@brazilian-utils/brazilian-utils";
import { z } from "zod";
import { isCpfValid, onlyDigits } from "./brazilian.ts";

export const PIX_KEY_TYPES = ["cpf", "cnpj", "email", "phone", "evp"] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = {
  cpf: "CPF",
  cnpj: "CNPJ",
  email: "E-mail",
  phone: "Celular",
  evp: "Chave aleatória",
};

/** A key as stored and sent to the PSP: CPF and CNPJ digits only, e-mail and EVP lower-case, phone +55 E.164. */
export interface PixKey {
  type: PixKeyType;
  value: string;
}

export type PixKeyCheck = { ok: true; key: PixKey } | { ok: false; message: string };

/** The DICT's longest e-mail key. */
export const PIX_EMAIL_MAX_LENGTH = 77;

const refuse = (reason: string): { ok: false; message: string } => ({
  ok: false,
  message: `Chave Pix inválida: ${reason}`,
});

// The DICT's own patterns for e-mail and random (EVP) keys, applied to the lower-cased value.
const EMAIL_KEY = /^[a-z0-9.!#$&'*+/=?^_`{|}~-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*$/;
const EVP_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The punctuation people type in documents and phones; anything else (letters) makes the key invalid. */
const stripDocumentPunctuation = (value: string) => value.replace(/[\s.\-/]/g, "");

function checkPhone(typed: string): PixKeyCheck {
  const compact = typed.replace(/[\s()\-.]/g, "");
  if (!/^\+?\d+$/.test(compact)) return refuse("o celular deve ter DDD e número, como (11) 98765-4321.");
  let national = compact;
  if (compact.startsWith("+")) {
    if (!compact.startsWith("+55")) return refuse("o celular deve ser um número do Brasil (+55).");
    national = compact.slice(3);
  } else if (compact.length === 13 && compact.startsWith("55")) {
    national = compact.slice(2);
  }
  // A Brazilian mobile: a real area code, then nine digits starting with 9.
  if (!/^\d{2}9\d{8}$/.test(national) || !isValidMobilePhone(national)) {
    return refuse("o celular deve ter DDD e 9 dígitos, como (11) 98765-4321.");
  }
  return { ok: true, key: { type: "phone", value: `+55${national}` } };
}

/**
 * Checks a typed key and writes it as the DICT stores it ("(11) 98765-4321" → "+5511987654321",
 * "529.982.247-25" → "52998224725", "Ana@Exemplo.com" → "ana@exemplo.com"); a refusal is a pt-BR sentence.
 */
export function validatePixKey(type: string, typed: string): PixKeyCheck {
  if (!(PIX_KEY_TYPES as readonly string[]).includes(type)) return refuse("escolha o tipo da chave.");
  const value = typed.trim();
  if (value === "") return refuse("informe a chave.");
  switch (type as PixKeyType) {
    case "cpf": {
      const digits = stripDocumentPunctuation(value);
      if (!/^\d{11}$/.test(digits) || !isCpfValid(digits)) return refuse("o CPF informado não é válido.");
      return { ok: true, key: { type: "cpf", value: digits } };
    }
    case "cnpj": {
      const digits = stripDocumentPunctuation(value);
      if (!/^\d{14}$/.test(digits) || /^(\d)\1{13}$/.test(digits) || !isValidCnpj(digits)) {
        return refuse("o CNPJ informado não é válido.");
      }
      return { ok: true, key: { type: "cnpj", value: digits } };
    }
    case "email": {
      const email = value.toLowerCase();
      if (email.length > PIX_EMAIL_MAX_LENGTH) {
        return refuse(`o e-mail deve ter no máximo ${PIX_EMAIL_MAX_LENGTH} caracteres.`);
      }
      if (!EMAIL_KEY.test(email)) return refuse("o e-mail informado não é válido.");
      return { ok: true, key: { type: "email", value: email } };
    }
    case "phone":
      return checkPhone(value);
    case "evp": {
      const evp = value.toLowerCase();
      if (!EVP_KEY.test(evp)) return refuse("a chave aleatória informada não é válida.");
      return { ok: true, key: { type: "evp", value: evp } };
    }
  }
}

/**
 * Whether a key may receive a person's money: a CPF key must be the person's own CPF, and a person
 * (who has no CNPJ on Alicerce) cannot name a CNPJ key. E-mail, phone and random keys cannot be traced to
 * their holder here: the PSP's answer to the payout names the holder, and the payout checks it there.
 */
export function pixKeyBelongsTo(key: PixKey, owner: { cpf: string }): { ok: true } | { ok: false; message: string } {
  if (key.type === "cpf" && onlyDigits(key.value) !== onlyDigits(owner.cpf)) {
    return refuse("a chave CPF deve ser o seu próprio CPF.");
  }
  if (key.type === "cnpj") return refuse("a chave CNPJ é de uma empresa; use uma chave em seu nome.");
  return { ok: true };
}

/** A Pix key in a request body: `{ type, value }`, answered with the normalised key or the refusal's sentence. */
export const pixKeySchema = z
  .object({
    type: z.string({ error: "Chave Pix inválida: escolha o tipo da chave." }),
    value: z.string({ error: "Chave Pix inválida: informe a chave." }),
  })
  .transform((input, ctx): PixKey => {
    const check = validatePixKey(input.type, input.value);
    if (!check.ok) {
      ctx.addIssue({ code: "custom", message: check.message, path: ["value"] });
      return z.NEVER;
    }
    return check.key;
  });
