import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NotificationList } from "@alicerce/shared/schemas/notifications";
import type { SignatureRequest } from "@alicerce/shared/schemas/signatures";
import { client, DEMO, loginAll, ok, projectIdByTitle, SEEDED } from "./project-helpers.ts";
import {
  ANA,
  bellEntries,
  CARLOS,
  dayFrom,
  newRequest,
  refuseAs,
  signAs,
  signingEntries,
} from "./signature-flow-helpers.ts";
import { outboxMailsTo } from "./supplier-helpers.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

// Decision 035: the parties receive the signed PDF, hear of a refusal, and the bell's
// "Contrato para assinar" entries are done once the person acted (decision 035).

let t: TestApp;
let criador: string;
let investidor: string;
let juridico: string;
let acacias: string;

/** A MIME part carrying the signed PDF as an attachment. */
const ATTACHED_PDF =
  /Content-Type: application\/pdf;?[^\n]*\r?\n(?:[^\n]+\r?\n)*?Content-Disposition: attachment;\s*filename="?contrato \(assinado\)\.pdf/;

const bell = async (cookie: string) =>
  ok<NotificationList>(await client(t.app, cookie).get("/api/notifications?limit=50"));

beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
  [criador, investidor, juridico] = await loginAll(t.app, DEMO.creator, DEMO.ana, DEMO.legal);
  acacias = await projectIdByTitle(t.database.db, SEEDED.acacias);
});
afterAll(() => t.close());

describe("when the request completes", () => {
  it("e-mails the signed PDF, attached, to every signer and the sender, with a bell entry each; signing entries are done", async () => {
    const r = await newRequest(t.app, juridico, { projectId: acacias, dueDate: dayFrom(new Date(), 10) });
    const unreadBefore = (await bell(investidor)).unread_count;
    ok(await signAs(t, investidor, r.id, ANA));
    // Ana acted: her invitation is done and no longer unread; Carlos's still waits.
    expect((await signingEntries(t.database.db, DEMO.ana, r.id)).every((e) => e.doneAt !== null)).toBe(true);
    expect((await signingEntries(t.database.db, DEMO.creator, r.id)).every((e) => e.doneAt === null)).toBe(true);
    const anaBell = await bell(investidor);
    expect(anaBell.unread_count).toBe(unreadBefore - 1);
    const entry = anaBell.items.find((n) => n.link === `/dashboard/signatures?assinar=${r.id}`);
    expect(entry).toMatchObject({ done: true, read: false });

    ok(await signAs(t, criador, r.id, CARLOS));
    for (const email of [DEMO.ana, DEMO.creator, DEMO.legal]) {
      const mail = (await outboxMailsTo(t, email)).filter((m) => m.includes(`Todos assinaram o contrato "${r.title}"`));
      expect(mail, email).toHaveLength(1);
      expect(mail[0], email).toMatch(ATTACHED_PDF);
      expect(await bellEntries(t.database.db, email, "Contrato assinado", r.title), email).toHaveLength(1);
    }
    expect((await signingEntries(t.database.db, DEMO.creator, r.id)).every((e) => e.doneAt !== null)).toBe(true);
  });

  it("sends a link to the download instead when the signed PDF is over the attachment limit", async () => {
    // The same database and outbox under another configuration (a restart), not a second seeded app.
    const smallApp = await t.rebuild({ MAIL_ATTACHMENT_MAX_BYTES: "1000" });
    const small: TestApp = { ...t, app: smallApp };
    try {
      // Sessions are signed with a secret of the app (memory database): log in on this one.
      const [ana, legal] = await loginAll(smallApp, DEMO.ana, DEMO.legal);
      const r = await newRequest(small.app, legal, {
        projectId: acacias,
        dueDate: dayFrom(new Date(), 10),
        signers: [{ name: ANA.name, email: ANA.email }],
      });
      expect(ok<SignatureRequest>(await signAs(small, ana, r.id, ANA)).status).toBe("signed");
      for (const email of [DEMO.ana, DEMO.legal]) {
        const mails = (await outboxMailsTo(small, email)).filter((m) =>
          m.includes(`Todos assinaram o contrato "${r.title}"`),
        );
        expect(mails, email).toHaveLength(1);
        expect(mails[0], email).toContain(`${small.config.publicUrl}/api/signatures/${r.id}/download`);
        expect(mails[0], email).not.toMatch(/Content-Disposition: attachment/);
      }
    } finally {
      await smallApp.close();
    }
  });
});

describe("a refusal", () => {
  it("tells the sender and the other signers by e-mail and bell, and ends everyone's signing entries", async () => {
    const r = await newRequest(t.app, juridico, { projectId: acacias, dueDate: dayFrom(new Date(), 10) });
    ok(await refuseAs(t, investidor, r.id, "Cláusula abusiva."));
    for (const email of [DEMO.legal, DEMO.creator]) {
      const mails = (await outboxMailsTo(t, email)).filter((m) => m.includes(`recusou o contrato "${r.title}"`));
      expect(mails, email).toHaveLength(1);
      expect(mails[0]).toContain("Cláusula abusiva.");
      expect(await bellEntries(t.database.db, email, "Contrato recusado", r.title), email).toHaveLength(1);
    }
    // The one who refused is not told of their own refusal.
    expect((await outboxMailsTo(t, DEMO.ana)).filter((m) => m.includes(`recusou o contrato "${r.title}"`))).toEqual([]);
    for (const email of [DEMO.ana, DEMO.creator]) {
      const entries = await signingEntries(t.database.db, email, r.id);
      expect(entries.length, email).toBe(1);
      expect(entries[0]!.doneAt, email).not.toBeNull();
    }
  });
});
