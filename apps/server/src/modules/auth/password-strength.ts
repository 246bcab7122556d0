import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as commonDictionary } from "@zxcvbn-ts/language-common";
import { dictionary as brazilianDictionary } from "@zxcvbn-ts/language-pt-br";

/**
 * zxcvbn's score a chosen password must reach: 3 means an attacker needs about 10^8 guesses or more
 * (zxcvbn's own scale: 0 below 10^3, 1 below 10^6, 2 below 10^8, 3 below 10^10, 4 above). A score of 2
 * still lets `flamengo1981` and `abc12x` through; the guesses a leaked hash costs at 19 MiB argon2id
 * make 10^8 the first level that is not a matter of hours (docs/product/accounts.md#registration).
 */
export const MINIMUM_PASSWORD_SCORE = 3;

/**
 * Only a password's first characters are scored: a prefix this long that is hard to guess makes the
 * whole hard to guess, and zxcvbn's time grows much faster than the length.
 */
const SCORED_LENGTH = 32;

/** The words people build passwords from: names, keyboards, common passwords, in English and pt-BR. */
let scorer: ZxcvbnFactory | null = null;
/** Built on first use: its dictionaries take ~80 ms and some megabytes, which most processes never need. */
function zxcvbn(): ZxcvbnFactory {
  scorer ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...brazilianDictionary },
    graphs: adjacencyGraphs,
    // The scorer runs before any budget is counted, so its worst case is bounded: with zxcvbn's
    // defaults (100 l33t substitutions, 256 characters) 128 repeated digits took seconds of CPU; with
    // these, tens of milliseconds, and the same scores for the passwords people choose.
    l33tMaxSubstitutions: 10,
    maxLength: SCORED_LENGTH,
  });
  return scorer;
}

/** What a person's password must not be built from: the words of their name, e-mail and their CPF. */
export type PasswordOwner = { email?: string | null; name?: string | null; cpf?: string | null };

function ownerWords(owner: PasswordOwner): string[] {
  const words = [owner.name ?? "", owner.email ?? "", owner.email?.split("@")[0] ?? ""]
    // Whole, run together ("joaquinabarbosa") and word by word.
    .flatMap((text) => [text, text.replace(/[\s._+-]+/g, ""), ...text.split(/[\s._@+-]+/)])
    .map((word) => word.trim().toLowerCase())
    .filter((word) => word.length >= 3);
  const cpf = owner.cpf?.replace(/\D/g, "");
  if (cpf) words.push(cpf, cpf.slice(0, 9), cpf.slice(0, 6));
  return [...new Set(words)];
}

/** zxcvbn's score (0–4) of the password, its owner's own words counting as the first guesses. */
export function passwordScore(password: string, owner: PasswordOwner = {}): number {
  return zxcvbn().check(password, ownerWords(owner)).score;
}
