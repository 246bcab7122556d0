import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { user as users } from "../src/db/schema/index.ts";
import { verificationLink } from "./outbox.ts";
import { client, ok } from "./project-helpers.ts";
import { outboxMailsTo } from "./supplier-helpers.ts";
import type { TestApp } from "./test-app.ts";

/** How the one-time signing code mail begins its sentence (modules/signatures/sign.ts). */
const CODE_MAIL = "Seu código para assinar ou recusar";

/** The codes in the mails sent to `email`, oldest first (the code sits alone on its line). */
export async function codesMailedTo(t: TestApp, email: string): Promise<string[]> {
  const mails = (await outboxMailsTo(t, email)).filter((m) => m.includes(CODE_MAIL));
  return mails.map((m) => {
    const found = m.match(/\r?\n([0-9]{6})\r?\n/);
    expect(found, m).not.toBeNull();
    return found![1]!;
  });
}

/** POST /api/signatures/:id/code and, when sent, the code read from the mailbox it went to. */
export async function requestCode(t: TestApp, cookie: string, id: string) {
  const res = await client(t.app, cookie).post(`/api/signatures/${id}/code`);
  if (res.statusCode !== 200) return { res, code: null };
  const sentTo = (res.json() as { sent_to: string }).sent_to;
  const code = (await codesMailedTo(t, sentTo)).at(-1);
  expect(code, "no code in the mailbox").toBeDefined();
  return { res, code: code! };
}

/**
 * A code for signing or refusing as this session: a new one when the server sends it, the last
 * one this helper saw when a new one must wait (429), and a placeholder when the request refuses
 * codes at all (the sign or refuse call then meets the same refusal).
 */
export function codeKeeper() {
  const last = new Map<string, string>();
  return async (t: TestApp, cookie: string, id: string): Promise<string> => {
    const key = `${cookie}|${id}`;
    const { res, code } = await requestCode(t, cookie, id);
    if (code) last.set(key, code);
    if (res.statusCode === 429) return last.get(key) ?? "000000";
    return code ?? "000000";
  };
}

/** Confirms the session's e-mail the way a person does: asks for the link, opens it from the mailbox. */
export async function confirmEmailByLink(t: TestApp, cookie: string, email: string) {
  expect(ok<{ sent: boolean }>(await client(t.app, cookie).post("/api/auth/confirmation-email")).sent).toBe(true);
  const mails = await outboxMailsTo(t, email, { confirmations: true });
  const mail = mails.reverse().find((m) => m.includes("/api/auth/verify-email"));
  const link = verificationLink(mail!);
  const opened = await t.app.inject({ method: "GET", url: link.pathname + link.search });
  expect(opened.statusCode, opened.body).toBeLessThan(400);
}

/** Marks an account's e-mail confirmed directly (tests about other rules). */
export async function markEmailConfirmed(t: TestApp, userId: string) {
  await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}
