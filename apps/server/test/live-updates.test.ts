// Live updates over the realtime socket (decision 048): bells and domain changes reach the
// sockets of the people they concern, after the change committed, and nobody else's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app.ts";
import { openDatabase } from "../src/db/client.ts";
import {
  approveThroughLegalDesk,
  client,
  createProject,
  createSeededApp,
  DEMO,
  latestApprovalId,
  loginAll,
  loginAs,
  newAccount,
  ok,
  openRaise,
  projectIdByTitle,
  SEEDED,
  type Account,
} from "./project-helpers.ts";
import { connectUser, listenForSockets, type Socket } from "./realtime-helpers.ts";
import { dayFrom, newRequest, refuseAs } from "./signature-flow-helpers.ts";
import { registerSupplier, requestQuotation, responseInput } from "./supplier-helpers.ts";
import type { TestApp } from "./test-app.ts";

let t: TestApp;
let url: string;
let admin: ReturnType<typeof client>;
const open: Socket[] = [];

async function socketOf(who: Pick<Account, "cookie">, address = url): Promise<Socket> {
  const socket = await connectUser(address, who.cookie);
  open.push(socket);
  return socket;
}

/** The frames of `type` a socket received so far. */
const heard = (socket: Socket, type: string) => socket.received.filter((f) => f.type === type);

/**
 * Nothing more is on its way to these sockets (decision 041: wait for an event, never a sleep). The
 * app's deliveries are work in flight (decision 081): once they settled, every frame they sent is on
 * its socket, and a ping's pong, sent after them on the same socket, arrives after them.
 */
async function quietNow(sockets: Socket[], app: FastifyInstance = t.app) {
  await app.workInFlight.settled();
  await Promise.all(
    sockets.map((socket) => {
      const pongs = heard(socket, "pong").length;
      socket.send({ type: "ping" });
      return socket.next("pong", () => heard(socket, "pong").length > pongs);
    }),
  );
}

beforeAll(async () => {
  t = await createSeededApp({ REALTIME_SOCKETS_PER_SESSION: "50" });
  url = await listenForSockets(t.app);
  admin = client(t.app, await loginAs(t.app, DEMO.admin));
});
afterAll(async () => {
  await Promise.all(open.map((s) => s.close()));
  await t.close();
});

describe("the bell over the socket", () => {
  it("a legal account's tabs hear their bell move when an admin verifies them; another user's hear nothing", async () => {
    const [legal, other] = await Promise.all([newAccount(t.app, "legal"), newAccount(t.app, "investor")]);
    const [tab1, tab2, otherTab] = await Promise.all([socketOf(legal), socketOf(legal), socketOf(other)]);
    ok(await admin.post(`/api/admin/users/${legal.id}/verify`));
    await Promise.all([tab1.next("notifications.changed"), tab2.next("notifications.changed")]);
    // Reading the bell in one tab moves the badge of the others.
    const before = heard(tab2, "notifications.changed").length;
    ok(await client(t.app, legal.cookie).post("/api/notifications/read-all"));
    await expect.poll(() => heard(tab2, "notifications.changed").length).toBe(before + 1);
    await quietNow([otherTab]);
    expect(heard(otherTab, "notifications.changed")).toEqual([]);
  });

  it("a refused write publishes nothing", async () => {
    const legal = await newAccount(t.app, "legal");
    const tab = await socketOf(legal);
    // An investor may not verify anyone: 403, nothing committed, nothing heard.
    const investor = await newAccount(t.app, "investor");
    expect((await client(t.app, investor.cookie).post(`/api/admin/users/${legal.id}/verify`)).statusCode).toBe(403);
    await quietNow([tab]);
    expect(heard(tab, "notifications.changed")).toEqual([]);
  });
});

describe("domain changes over the socket", () => {
  it("the creator and the legal desk hear a project's review move; an outsider hears nothing", async () => {
    const [creator, outsider] = await Promise.all([newAccount(t.app, "creator"), newAccount(t.app, "investor")]);
    const deskCookie = await loginAs(t.app, DEMO.legal);
    const [creatorTab, deskTab, outsiderTab] = await Promise.all([
      socketOf(creator),
      socketOf({ cookie: deskCookie }),
      socketOf(outsider),
    ]);
    const projectId = await createProject(t.app, creator.cookie, { visibility: "private" });
    ok(await client(t.app, creator.cookie).post(`/api/projects/${projectId}/submit-review`));
    // The desk's queue moves: a new request to review.
    const queued = await deskTab.next("domain.changed", (e) => e.subject === "project" && e.id === projectId);
    expect(queued.domains).toEqual(expect.arrayContaining(["projects", "approvals"]));

    const requestId = await latestApprovalId(t.database.db, projectId);
    ok(await client(t.app, deskCookie).post(`/api/approvals/${requestId}/start-analysis`));
    ok(await client(t.app, deskCookie).post(`/api/approvals/${requestId}/approve`, {}));
    const approved = await creatorTab.next(
      "domain.changed",
      (e) => e.subject === "approval" && e.id === requestId && e.domains.includes("projects"),
    );
    expect(approved).toEqual({
      type: "domain.changed",
      domains: ["approvals", "projects", "documents"],
      subject: "approval",
      id: requestId,
    });
    // The creator's bell moved too (the decision is told to them).
    await creatorTab.next("notifications.changed");
    await quietNow([outsiderTab]);
    expect(heard(outsiderTab, "domain.changed")).toEqual([]);
    expect(heard(outsiderTab, "notifications.changed")).toEqual([]);
  });

  it("an investor who is none of the project's people hears nothing of it; the desk does not hear a project-only change", async () => {
    const [creator, investor] = await Promise.all([newAccount(t.app, "creator"), newAccount(t.app, "investor")]);
    const projectId = await createProject(t.app, creator.cookie, { visibility: "private" });
    await approveThroughLegalDesk(t, creator.cookie, projectId);
    // Before the investor is one of the project's people, its changes do not reach them.
    const investorTab = await socketOf(investor);
    const deskTab = await socketOf({ cookie: await loginAs(t.app, DEMO.legal) });
    ok(await client(t.app, creator.cookie).post(`/api/projects/${projectId}/visibility`, { visibility: "public" }));
    await quietNow([investorTab, deskTab]);
    expect(heard(investorTab, "domain.changed")).toEqual([]);
    expect(heard(deskTab, "domain.changed").filter((e) => "id" in e && e.id === projectId)).toEqual([]);
  });
});

describe("the offer's questions", () => {
  it("who asked about an open raise hears its answer, and who marked interest hears it too; another visitor hears nothing", async () => {
    const [creator, asker, interested, visitor] = await Promise.all([
      newAccount(t.app, "creator"),
      newAccount(t.app, "investor"),
      newAccount(t.app, "investor"),
      newAccount(t.app, "investor"),
    ]);
    const projectId = await openRaise(t, creator.cookie, { target_amount: 100_000 });
    const question = ok<{ id: string }>(
      await client(t.app, asker.cookie).post(`/api/projects/${projectId}/questions`, {
        body: "Qual é a garantia oferecida aos investidores caso a obra atrase?",
      }),
      201,
    );
    const interest = await client(t.app, interested.cookie).put(`/api/projects/${projectId}/interest`, {
      share_contact: false,
    });
    expect(interest.statusCode, interest.body).toBe(204);
    // None of them holds a commitment: they follow the offer, not yet the project.
    const [askerTab, interestedTab, visitorTab] = await Promise.all([
      socketOf(asker),
      socketOf(interested),
      socketOf(visitor),
    ]);
    ok(
      await client(t.app, creator.cookie).put(`/api/projects/${projectId}/questions/${question.id}/answer`, {
        body: "O contrato prevê multa diária ao construtor e um seguro de término de obra.",
      }),
    );
    const answered = (e: { subject?: string; id?: string; domains?: string[] }) =>
      e.subject === "project" && e.id === projectId && (e.domains ?? []).includes("projects");
    await Promise.all([askerTab.next("domain.changed", answered), interestedTab.next("domain.changed", answered)]);
    await quietNow([visitorTab]);
    expect(heard(visitorTab, "domain.changed")).toEqual([]);
  });
});

describe("signatures", () => {
  it("a request's sender and signers hear it sent and refused; an outsider hears nothing", async () => {
    const [senderCookie, anaCookie, carlosCookie] = await loginAll(t.app, DEMO.legal, DEMO.ana, DEMO.creator);
    const outsider = await newAccount(t.app, "investor");
    const [senderTab, anaTab, carlosTab, outsiderTab] = await Promise.all([
      socketOf({ cookie: senderCookie }),
      socketOf({ cookie: anaCookie }),
      socketOf({ cookie: carlosCookie }),
      socketOf(outsider),
    ]);
    const projectId = await projectIdByTitle(t.database.db, SEEDED.acacias);
    const request = await newRequest(t.app, senderCookie, { projectId, dueDate: dayFrom(new Date(), 10) });
    const sent = (e: { subject: string; id: string }) => e.subject === "signature" && e.id === request.id;
    await Promise.all([anaTab.next("domain.changed", sent), carlosTab.next("domain.changed", sent)]);
    const before = heard(senderTab, "domain.changed").length;
    ok(await refuseAs(t, anaCookie, request.id, "Cláusula abusiva."));
    await expect
      .poll(() => heard(senderTab, "domain.changed").filter((e) => sent(e as never)).length)
      .toBeGreaterThan(before);
    await quietNow([outsiderTab]);
    expect(heard(outsiderTab, "domain.changed")).toEqual([]);
  });
});

describe("quotations", () => {
  it("a quotation's requester and supplier hear it created and answered; an outsider hears nothing", async () => {
    const [requester, owner, outsider] = await Promise.all([
      newAccount(t.app, "creator"),
      newAccount(t.app, "supplier"),
      newAccount(t.app, "investor"),
    ]);
    const supplier = await registerSupplier(t.app, owner.cookie, { company_name: "Loja Ao Vivo" });
    const [requesterTab, supplierTab, outsiderTab] = await Promise.all([
      socketOf(requester),
      socketOf(owner),
      socketOf(outsider),
    ]);
    const quotation = await requestQuotation(t.app, requester.cookie, supplier.id);
    // The new request reaches the supplier's list (the id is the one the answer created).
    const created = await supplierTab.next("domain.changed", (e) => e.id === quotation.id);
    expect(created).toMatchObject({ subject: "quotation", domains: ["quotations"] });
    await supplierTab.next("notifications.changed");
    ok(await client(t.app, owner.cookie).post(`/api/quotations/${quotation.id}/respond`, responseInput()));
    await requesterTab.next("domain.changed", (e) => e.id === quotation.id);
    await requesterTab.next("notifications.changed");
    await quietNow([outsiderTab]);
    expect(heard(outsiderTab, "domain.changed")).toEqual([]);
    expect(heard(outsiderTab, "notifications.changed")).toEqual([]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("two server processes on one PostgreSQL", () => {
  it("a bell moved by a write on one process reaches the person's socket on the other", async () => {
    const database = await openDatabase({ url: t.config.databaseUrl, dataDir: t.config.dataDir });
    const other = await buildApp(t.config, { database });
    try {
      const otherUrl = await listenForSockets(other);
      const [legal, bystander] = await Promise.all([newAccount(t.app, "legal"), newAccount(t.app, "investor")]);
      const tab = await socketOf(legal, otherUrl);
      const bystanderTab = await socketOf(bystander, otherUrl);
      ok(await admin.post(`/api/admin/users/${legal.id}/verify`));
      await tab.next("notifications.changed");
      // The tab heard the signal here, and a bell reaches all its sockets at once: a pong comes after.
      await quietNow([bystanderTab], other);
      expect(heard(bystanderTab, "notifications.changed")).toEqual([]);
    } finally {
      await other.close();
      await database.close();
    }
  });
});
