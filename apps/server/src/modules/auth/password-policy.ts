import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";
import { GUESSABLE_PASSWORD } from "@alicerce/shared/password-rules";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@alicerce/shared/schemas/auth";
import { MINIMUM_PASSWORD_SCORE, passwordScore, type PasswordOwner } from "./password-strength.ts";

// OWASP's argon2id minimum: 19 MiB of memory, 2 iterations, 1 lane.
// Algorithm 2 is Argon2id (@node-rs/argon2 exports it as a const enum, which isolated modules
// cannot inline).
const ARGON2ID = { algorithm: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/**
 * The lowest cost argon2 accepts (8 KiB, 1 iteration): a hash in microseconds instead of tens of
 * milliseconds. Only the test harness may ask for it, and buildApp refuses it outside NODE_ENV=test
 * (docs/decisions/041-fast-tests.md). Verifying reads the cost from the stored hash, so an account
 * hashed at either cost still logs in.
 */
const ARGON2ID_TEST_MINIMUM = { algorithm: 2, memoryCost: 8, timeCost: 1, parallelism: 1 } as const;

/** "owasp" everywhere; "test-minimum" only in tests (see buildApp's passwordCost). */
export type PasswordCost = "owasp" | "test-minimum";

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
};

export const verifyPassword = ({ hash: hashed, password }: { hash: string; password: string }) =>
  verify(hashed, password);

export function passwordHasher(cost: PasswordCost = "owasp"): PasswordHasher {
  const options = cost === "test-minimum" ? ARGON2ID_TEST_MINIMUM : ARGON2ID;
  return { hash: (password) => hash(password, options), verify: verifyPassword };
}

/** The 10 000 most used passwords (zxcvbn's frequency list) plus Brazilian favourites. */
const COMMON_PASSWORDS = new Set([
  ...(dictionary["passwords-common"] as string[]).slice(0, 10_000),
  "senha",
  "senha1",
  "senha12",
  "senha123",
  "senha1234",
  "senha12345",
  "mudar123",
  "trocar123",
  "brasil",
  "brasil123",
  "flamengo",
  "corinthians",
  "palmeiras",
  "saopaulo",
  "gremio",
  "vasco123",
  "mudar@123",
  "alicerce",
]);

export { GUESSABLE_PASSWORD };

/**
 * Reasons a password is refused, in pt-BR; empty when it is acceptable.
 * Length and the common-password list follow NIST SP 800-63B: no composition rules. Beyond them,
 * zxcvbn estimates the guesses it takes, the owner's name, e-mail and CPF counting as the first
 * ones tried; below its score 3 the password is refused with one sentence that says what to do.
 */
export function passwordWeaknesses(password: string, context: PasswordOwner = {}) {
  const reasons: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) {
    reasons.push(`A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`);
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    reasons.push(`A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`);
  }
  const lowered = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lowered)) {
    reasons.push("Esta senha está entre as mais usadas e é fácil de adivinhar.");
  }
  if (/^(.)\1+$/.test(password)) {
    reasons.push("A senha não pode ser um único caractere repetido.");
  }
  const emailUser = context.email?.split("@")[0]?.toLowerCase();
  if (emailUser && emailUser.length >= 3 && lowered === emailUser) {
    reasons.push("A senha não pode ser igual ao seu email.");
  }
  // The plainer reasons above say more than a score; a length refusal is never scored (zxcvbn's
  // time grows with the length, and 128 characters is already refused).
  if (reasons.length === 0 && passwordScore(password, context) < MINIMUM_PASSWORD_SCORE) {
    reasons.push(GUESSABLE_PASSWORD);
  }
  return reasons;
}
