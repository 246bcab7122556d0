/**
 * The authorization matrix: for every route of the API, who may call it
 * (docs/product/permissions.md#server-enforced-matrix and the decisions of each area).
 * authorization-matrix.test.ts calls each row as every actor and compares the table's keys with the
 * routes the app registers, so a new route without a row fails the test.
 */
import { createHash, randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import {
  dataExports,
  diaryPhotos,
  passkey,
  diaryUpdates,
  distributions,
  projects,
  projectExpenses,
  projectPhases,
  projectQuestions,
  projectTeamMembers,
  quotations,
  supplierPortfolioImages,
} from "../src/db/schema/index.ts";
import { createCharge } from "../src/modules/payments/index.ts";
import type { TestApp } from "./test-app.ts";
import { registration } from "./test-app.ts";
import {
  client,
  DEMO,
  DEMO_PASSWORD,
  ok,
  projectInput,
  tinyPdf,
  tinyPng,
  upload,
  dateIn,
  userIdOf,
} from "./project-helpers.ts";
import { quotationInput, responseInput, reviewInput, supplierInput } from "./supplier-helpers.ts";
import { postedReceipt } from "./receipt-fixtures.ts";
import {
  ACTORS,
  freshSession,
  newChatMessage,
  newGroup,
  realPdf,
  type Actor,
  type Fixtures,
  type OwnerRole,
  type Person,
} from "./matrix-fixtures.ts";

/** What a call must answer: an exact status, or "ok" — not refused (any status but 401, 403, 404 and 5xx). */
export type Outcome = number | "ok";

export type Call = {
  url: string;
  payload?: unknown;
  /** A multipart body (its own content-type). */
  multipart?: { payload: Buffer; headers: Record<string, string> };
  /** The Cookie header to send instead of the actor's (a disposable session). */
  cookie?: string;
};

export type Case = {
  /** Builds the request for one actor (it may create a fresh record for that actor). */
  call: (fx: Fixtures, ctx: { t: TestApp; who: Actor; person: Person | null }) => Call | Promise<Call>;
  /** Whose record it is: that role's demo account is the owner; `stranger` is a fresh account of that role. */
  owner?: OwnerRole;
  /** The actors allowed ("ok"); "everyone" includes nobody (a public route). */
  allow: "everyone" | "loggedIn" | Actor[];
  /** The status of a logged-in actor outside `allow`. */
  refuse?: number;
  /** Exceptions, by actor. */
  expect?: Partial<Record<Actor, Outcome>>;
  /** Ends or changes the caller's session or e-mail: run after every other row, on a fresh session. */
  disruptive?: boolean;
  /** A list's answer names this record (its id) to exactly these actors among those it answers. */
  shows?: { id: (fx: Fixtures) => string; to: Actor[] };
};

const verifiedDesk: Actor[] = ["legal", "admin"];

/** The first phase of a project's timeline (budget and expense rows). */
async function firstPhase(t: TestApp, projectId: string) {
  const [row] = await t.database.db
    .select({ id: projectPhases.id })
    .from(projectPhases)
    .where(eq(projectPhases.projectId, projectId))
    .orderBy(asc(projectPhases.position))
    .limit(1);
  return row!.id;
}
const json = (url: string, payload?: unknown): Call => ({ url, payload });

/** A fresh distribution of the project awaiting its creator's Pix (its funding charge), written directly. */
async function distributionAwaitingFunding(t: TestApp, projectId: string) {
  const db = t.database.db;
  const [project] = await db.select({ createdBy: projects.createdBy }).from(projects).where(eq(projects.id, projectId));
  const [row] = await db
    .insert(distributions)
    .values({ projectId, kind: "income", totalCents: 10_000, paidOn: dateIn(0) })
    .returning({ id: distributions.id });
  await db.transaction((tx) =>
    createCharge(tx, {
      purpose: "distribution_funding",
      distributionId: row!.id,
      projectId,
      payerUserId: project!.createdBy,
      amountCents: 10_000,
      expiresAt: new Date(Date.now() + 86_400_000),
    }),
  );
  return row!.id;
}

/** A fresh expense on a project's first phase, written directly: each correcting or deleting call gets its own. */
async function matrixExpense(t: TestApp, projectId: string) {
  const [row] = await t.database.db
    .insert(projectExpenses)
    .values({
      projectId,
      phaseId: await firstPhase(t, projectId),
      amountCents: 1_000,
      spentOn: dateIn(-1),
      description: "Despesa da matriz",
      supplierName: "Fornecedor da matriz",
    })
    .returning({ id: projectExpenses.id });
  return row!.id;
}

/** A Pix notification as the PSP posts it, with a fresh endToEndId (32 letters and digits) per call. */
const matrixPixNotice = () => ({
  pix: [
    {
      endToEndId: `E00000000202612061000${randomUUID().replace(/-/g, "").slice(0, 11)}`,
      valor: "1.00",
      horario: new Date().toISOString(),
    },
  ],
});

const ADMIN_ONLY = { allow: ["admin"], refuse: 403 } satisfies Partial<Case>;
const LEGAL_DESK = { allow: verifiedDesk, refuse: 403 } satisfies Partial<Case>;

/** A contract body for POST and PATCH /api/contracts. */
const contractBody = (fx: Fixtures) => ({
  name: "Contrato da matriz",
  client_name: "Cliente Teste",
  project_id: fx.project.acacias,
  value: 1000,
  start_date: dateIn(1),
  end_date: dateIn(30),
  type: "fornecimento",
});

/** A fresh question by the demo investor on `projectId`, for the rows that answer or hide one. */
async function matrixQuestion(t: TestApp, projectId: string, hidden = false): Promise<string> {
  const hiding = hidden ? { hiddenAt: new Date(), hiddenReason: "Ocultada pela matriz." } : {};
  const [row] = await t.database.db
    .insert(projectQuestions)
    .values({ projectId, askedBy: await userIdOf(t.database.db, DEMO.bruno), body: "Pergunta da matriz?", ...hiding })
    .returning({ id: projectQuestions.id });
  return row!.id;
}

/** A new entry of a project's team, invited to a made-up address (accepted: as if answered, without an account). */
async function teamEntry(t: TestApp, projectId: string, status: "pending" | "accepted") {
  const [row] = await t.database.db
    .insert(projectTeamMembers)
    .values({
      projectId,
      name: "Membro da matriz",
      role: "engenheiro",
      email: `membro.${randomUUID().slice(0, 8)}@exemplo.com.br`,
      invitationStatus: status,
      invitedAt: new Date(),
    })
    .returning({ id: projectTeamMembers.id });
  return row!.id;
}

async function pdfOf(t: TestApp, person: Person | null, fallback: Person) {
  return (await upload(t.app, (person ?? fallback).cookie, "contrato.pdf", await realPdf())).id;
}

/** A passkey of the account, written directly: each renaming or removing call gets its own. */
async function matrixPasskey(t: TestApp, userId: string) {
  const [row] = await t.database.db
    .insert(passkey)
    .values({
      userId,
      name: "Passkey da matriz",
      publicKey: "chave",
      credentialID: randomUUID(),
      counter: 0,
      deviceType: "singleDevice",
      backedUp: false,
    })
    .returning({ id: passkey.id });
  return row!.id;
}

/** A well-formed WebAuthn answer that no challenge ever asked for. */
const matrixPasskeyResponse = () => ({
  id: "bWF0cml6",
  rawId: "bWF0cml6",
  type: "public-key",
  clientExtensionResults: {},
  response: { clientDataJSON: "e30", attestationObject: "oA", authenticatorData: "AA", signature: "AA" },
});

export const MATRIX: Record<string, Case | Case[]> = {
  // ---------------------------------------------------------------- public
  // Signing up or in replaces the session the browser had: each runs on a disposable session.
  "POST /api/auth/register": {
    allow: "everyone",
    disruptive: true,
    call: () => json("/api/auth/register", registration()),
  },
  "POST /api/auth/login": {
    allow: "everyone",
    disruptive: true,
    call: () => json("/api/auth/login", { email: DEMO.bruno, password: DEMO_PASSWORD }),
  },
  "POST /api/auth/logout": {
    allow: "everyone",
    disruptive: true,
    call: () => json("/api/auth/logout"),
  },
  "GET /api/auth/session": { allow: "everyone", call: () => json("/api/auth/session") },
  "POST /api/auth/login/two-factor": {
    // Without the challenge cookie of a right password nobody gets past it, signed in or not
    // (the step itself, wrong codes and reused recovery codes: two-factor.test.ts).
    allow: "everyone",
    expect: Object.fromEntries(ACTORS.map((actor) => [actor, 401])),
    call: () => json("/api/auth/login/two-factor", { kind: "totp", code: "123456" }),
  },
  "POST /api/auth/login/passkey/options": { allow: "everyone", call: () => json("/api/auth/login/passkey/options") },
  "POST /api/auth/login/passkey": {
    // Without the challenge cookie of step 1 nobody gets past it, signed in or not (passkeys.test.ts).
    allow: "everyone",
    expect: Object.fromEntries(ACTORS.map((actor) => [actor, 400])),
    call: () => json("/api/auth/login/passkey", { response: matrixPasskeyResponse() }),
  },
  "GET /api/auth/*": {
    // An e-mail confirmation link with a made-up token: the same answer for everyone.
    allow: "everyone",
    call: () => json("/api/auth/verify-email?token=inventado&callbackURL=%2Fdashboard"),
  },
  "POST /api/auth/forgot-password": {
    allow: "everyone",
    call: () => json("/api/auth/forgot-password", { email: "ninguem@exemplo.com.br" }),
  },
  "POST /api/auth/reset-password": {
    allow: "everyone",
    call: () =>
      json("/api/auth/reset-password", {
        token: "inventado",
        new_password: "x1y2z3w4v5",
        confirm_password: "x1y2z3w4v5",
      }),
  },
  "POST /api/account/email/undo": {
    // The undo link mailed to the old address after an e-mail change: a made-up token, the same answer for everyone.
    allow: "everyone",
    call: () => json("/api/account/email/undo", { token: "inventado" }),
  },
  "GET /api/health": { allow: "everyone", call: () => json("/api/health") },
  "GET /api/ready": { allow: "everyone", call: () => json("/api/ready") },
  "GET /api/docs": { allow: "everyone", call: () => json("/api/docs") },
  "POST /api/client-events/not-found": {
    allow: "everyone",
    call: () => json("/api/client-events/not-found", { path: "/nada-aqui" }),
  },
  "GET /api/public/verify/:code": {
    allow: "everyone",
    call: (fx) => json(`/api/public/verify/${fx.verificationCode}`),
  },
  // A receipt's public check (decision 117): anyone holding the code.
  "GET /api/public/receipts/:code": {
    allow: "everyone",
    call: async (fx, { t }) =>
      json(`/api/public/receipts/${(await postedReceipt(t.database.db, [fx.people.investor.id])).code}`),
  },
  // The PSP's Pix notifications (decision 109): the address's secret, not a session, decides; with it
  // anyone is the PSP (a Pix with no txid, parked as unmatched), and without it everyone gets 401
  // (test/payments-pix-in.test.ts).
  "POST /api/payments/pix/webhook/:secret": {
    allow: "everyone",
    call: (_fx, { t }) => json(`/api/payments/pix/webhook/${t.config.pix.webhookSecret}`, matrixPixNotice()),
  },
  "POST /api/payments/pix/webhook/:secret/pix": {
    allow: "everyone",
    call: (_fx, { t }) => json(`/api/payments/pix/webhook/${t.config.pix.webhookSecret}/pix`, matrixPixNotice()),
  },
  "POST /api/auth/confirmation-email": {
    allow: "loggedIn",
    call: () => json("/api/auth/confirmation-email"),
  },
  // The WebSocket endpoint: nobody gets past the session; a plain GET (no upgrade) is then a 400.
  "GET /api/realtime": { allow: [], refuse: 400, call: () => json("/api/realtime") },

  // ---------------------------------------------------------------- files
  "POST /api/files": {
    allow: "loggedIn",
    call: async () => {
      const { multipart } = await import("./project-helpers.ts");
      return {
        url: "/api/files",
        multipart: multipart([{ name: "file", filename: "a.pdf", contentType: "application/pdf", data: tinyPdf() }]),
      };
    },
  },

  // ---------------------------------------------------------------- projects
  "GET /api/projects": { allow: "loggedIn", call: () => json("/api/projects") },
  "POST /api/projects": {
    // A legal account creates projects once verified (its refusal says it awaits verification).
    allow: ["creator", "legal", "admin"],
    refuse: 403,
    call: () => json("/api/projects", projectInput()),
  },
  "GET /api/projects/:id": [
    { allow: "loggedIn", call: (fx) => json(`/api/projects/${fx.project.acacias}`) },
    {
      owner: "creator",
      allow: ["creator", ...verifiedDesk],
      refuse: 404,
      call: (fx) => json(`/api/projects/${fx.project.draft}`),
    },
  ],
  "POST /api/projects/:id/submit-review": {
    owner: "creator",
    allow: ["creator", "admin"],
    refuse: 404,
    expect: { legal: 403 },
    call: (fx) => json(`/api/projects/${fx.project.draft}/submit-review`),
  },
  "POST /api/projects/:id/open-funding": {
    owner: "creator",
    allow: ["creator", "admin"],
    refuse: 403,
    call: (fx) => json(`/api/projects/${fx.project.atlantico}/open-funding`),
  },
  "POST /api/projects/:id/start": {
    owner: "creator",
    allow: ["creator", "admin"],
    refuse: 403,
    call: (fx) => json(`/api/projects/${fx.project.atlantico}/start`),
  },
  "POST /api/projects/:id/complete": {
    owner: "creator",
    allow: ["creator", "admin"],
    refuse: 403,
    call: (fx) => json(`/api/projects/${fx.project.vilaSerena}/complete`),
  },
  "POST /api/projects/:id/visibility": {
    owner: "creator",
    allow: ["creator", "admin"],
    refuse: 404,
    expect: { legal: 403 },
    call: (fx) => json(`/api/projects/${fx.project.draft}/visibility`, { visibility: "public" }),
  },
  "PUT /api/projects/:id/phases": {
    owner: "creator",
    allow: ["creator", "admin"],
    refuse: 404,
    expect: { legal: 403 },
    call: (fx) => json(`/api/projects/${fx.project.draft}/phases`, { phases: [{ name: "Fundação" }] }),
  },
  "PUT /api/projects/:id/funding": {
    owner: "creator",
    allow: ["creator", "admin"],
    refuse: 404,
    expect: { legal: 403 },
    call: (fx) =>
      json(`/api/projects/${fx.project.draft}/funding`, {
        target_amount: 100_000,
        min_investment: 1_000,
        deadline: dateIn(40),
      }),
  },
  "PUT /api/projects/:id/interest": {
    owner: "creator",
    allow: "loggedIn",
    call: (fx) => json(`/api/projects/${fx.project.acacias}/interest`, { share_contact: false }),
  },
  "DELETE /api/projects/:id/interest": {
    owner: "creator",
    allow: "loggedIn",
    call: (fx) => json(`/api/projects/${fx.project.acacias}/interest`),
  },
  "POST /api/projects/:id/rating": {
    // Only an investor of the project rates it: Ana's open raise is refused as not completed (409).
    owner: "creator",
    allow: ["investor"],
    refuse: 403,
    call: (fx) => json(`/api/projects/${fx.project.acacias}/rating`, { rating: 5 }),
  },
  "GET /api/projects/:id/distributions": {
    // Whoever sees the project sees its distributions (each their own share only).
    owner: "creator",
    allow: "loggedIn",
    call: (fx) => json(`/api/projects/${fx.project.acacias}/distributions`),
  },
  "POST /api/projects/:id/distributions": {
    // Only the creator records one: Ana's open raise is refused as not yet in execution (409).
    owner: "creator",
    allow: ["creator"],
    refuse: 403,
    call: (fx) => json(`/api/projects/${fx.project.acacias}/distributions`, { amount: 100, kind: "income" }),
  },
  // Paying a distribution (decision 115): its creator only; anyone else who sees the project is refused.
  "GET /api/projects/:id/distributions/:distributionId/funding": {
    owner: "creator",
    allow: ["creator"],
    refuse: 403,
    call: async (fx, { t }) =>
      json(
        `/api/projects/${fx.project.acacias}/distributions/${await distributionAwaitingFunding(t, fx.project.acacias)}/funding`,
      ),
  },
  "POST /api/projects/:id/distributions/:distributionId/funding": {
    owner: "creator",
    allow: ["creator"],
    refuse: 403,
    call: async (fx, { t }) =>
      json(
        `/api/projects/${fx.project.acacias}/distributions/${await distributionAwaitingFunding(t, fx.project.acacias)}/funding`,
      ),
  },
  "POST /api/projects/:id/distributions/:distributionId/funding/simulate": {
    // Sandbox only; the matrix's PSP is not listening, so the creator's charge cannot be issued (409).
    owner: "creator",
    allow: ["creator"],
    refuse: 403,
    expect: { creator: 409 },
    call: async (fx, { t }) =>
      json(
        `/api/projects/${fx.project.acacias}/distributions/${await distributionAwaitingFunding(t, fx.project.acacias)}/funding/simulate`,
      ),
  },
  "GET /api/projects/:id/distributions/withholding": {
    owner: "creator",
    allow: ["creator", "admin"],
    refuse: 403,
    call: (fx) => json(`/api/projects/${fx.project.acacias}/distributions/withholding?month=2026-12`),
  },
  "GET /api/projects/:id/distributions/:distributionId/shares.csv": {
    owner: "creator",
    allow: ["creator", "admin"],
    refuse: 403,
    call: async (fx, { t }) => {
      const [row] = await t.database.db
        .insert(distributions)
        .values({ projectId: fx.project.acacias, kind: "income", totalCents: 10_000, paidOn: dateIn(1) })
        .returning({ id: distributions.id });
      return json(`/api/projects/${fx.project.acacias}/distributions/${row!.id}/shares.csv`);
    },
  },
  "POST /api/projects/:id/quarterly-reports": {
    // Only the creator asks for one: Ana's open raise is refused as not yet in execution (409).
    owner: "creator",
    allow: ["creator"],
    refuse: 403,
    call: (fx) => {
      const today = new Date();
      return json(`/api/projects/${fx.project.acacias}/quarterly-reports`, {
        year: today.getUTCFullYear(),
        quarter: Math.floor(today.getUTCMonth() / 3) + 1,
      });
    },
  },
  "GET /api/projects/:id/questions": {
    // Whoever sees the project reads the offer's questions (hidden ones: admins and their asker only).
    owner: "creator",
    allow: "loggedIn",
    call: (fx) => json(`/api/projects/${fx.project.acacias}/questions`),
  },
  "POST /api/projects/:id/questions": {
    // The Acácias raise is open: anyone logged in asks, except its creator (decision 060).
    owner: "creator",
    allow: "loggedIn",
    expect: { creator: 403 },
    call: (fx) => json(`/api/projects/${fx.project.acacias}/questions`, { body: "Qual é a garantia da oferta?" }),
  },
  "PUT /api/projects/:id/questions/:questionId/answer": {
    owner: "creator",
    allow: ["creator"],
    refuse: 403,
    call: async (fx, { t }) =>
      json(`/api/projects/${fx.project.acacias}/questions/${await matrixQuestion(t, fx.project.acacias)}/answer`, {
        body: "A garantia é o terreno.",
      }),
  },
  "POST /api/projects/:id/questions/:questionId/hide": {
    owner: "creator",
    ...ADMIN_ONLY,
    call: async (fx, { t }) =>
      json(`/api/projects/${fx.project.acacias}/questions/${await matrixQuestion(t, fx.project.acacias)}/hide`, {
        reason: "Ofensiva.",
      }),
  },
  "POST /api/projects/:id/questions/:questionId/show": {
    // A fresh hidden question per call: each may be shown again once (decision 063).
    owner: "creator",
    ...ADMIN_ONLY,
    call: async (fx, { t }) =>
      json(`/api/projects/${fx.project.acacias}/questions/${await matrixQuestion(t, fx.project.acacias, true)}/show`, {
        reason: "Legítima.",
      }),
  },
  "GET /api/projects/:id/diary": {
    // The diary: the creator, the accepted team (juridico@ is on Vila Serena's), its investors and admins.
    owner: "creator",
    allow: ["creator", "legal", "admin"],
    refuse: 403,
    expect: { investor: "ok" },
    call: (fx) => json(`/api/projects/${fx.project.vilaSerena}/diary`),
  },
  "POST /api/projects/:id/diary": {
    // Only the creator and the accepted team post, on a project in execution.
    owner: "creator",
    allow: ["creator", "legal"],
    refuse: 403,
    call: async (fx, { t }) => {
      const [phase] = await t.database.db
        .select({ id: projectPhases.id })
        .from(projectPhases)
        .where(eq(projectPhases.projectId, fx.project.vilaSerena))
        .limit(1);
      return json(`/api/projects/${fx.project.vilaSerena}/diary`, {
        text: "Atualização da matriz",
        phase_id: phase!.id,
        progress: 60,
        // The demo's first phase is done (100%): going back is confirmed (decision 128).
        confirm_lower_progress: true,
      });
    },
  },
  "DELETE /api/projects/:id/diary/:updateId": {
    // A fresh update of criador@'s per call: its author and the project's creator delete it (decision 063);
    // juridico@, on the team but not its author, is refused like everyone else.
    owner: "creator",
    allow: ["creator"],
    refuse: 403,
    call: async (fx, { t }) => {
      const [update] = await t.database.db
        .insert(diaryUpdates)
        .values({
          projectId: fx.project.vilaSerena,
          phaseName: "Fundação",
          progress: 60,
          text: "Atualização da matriz a excluir",
          authorId: fx.people.creator.id,
        })
        .returning({ id: diaryUpdates.id });
      return json(`/api/projects/${fx.project.vilaSerena}/diary/${update!.id}`);
    },
  },
  "GET /api/projects/:id/diary/photos/:photoId": {
    owner: "creator",
    allow: ["creator", "legal", "admin"],
    refuse: 403,
    expect: { investor: "ok" },
    call: async (fx, { t }) => {
      // The demo diary's photos need a storage the matrix runs without (and Vila Serena's status moves
      // in other rows): one update with one photo of criador@'s, written directly.
      const file = await upload(t.app, fx.people.creator.cookie, "obra.png", tinyPng());
      const [update] = await t.database.db
        .insert(diaryUpdates)
        .values({ projectId: fx.project.vilaSerena, phaseName: "Fundação", progress: 60, text: "Foto da matriz" })
        .returning({ id: diaryUpdates.id });
      const [photo] = await t.database.db
        .insert(diaryPhotos)
        .values({ updateId: update!.id, fileId: file.id })
        .returning({ id: diaryPhotos.id });
      return json(`/api/projects/${fx.project.vilaSerena}/diary/photos/${photo!.id}`);
    },
  },
  // Orçamento × realizado (decision 059). Juliana (legal) is on the acacias team; Ana (investor) has a
  // commitment there, so she reads the totals; the lines are the team's and admins'.
  "GET /api/projects/:id/budget": {
    owner: "creator",
    allow: ["investor", "creator", "legal", "admin"],
    refuse: 403,
    call: (fx) => json(`/api/projects/${fx.project.acacias}/budget`),
  },
  "PUT /api/projects/:id/phases/:phaseId/budget": {
    owner: "creator",
    allow: ["creator", "legal"],
    refuse: 403,
    call: async (fx, { t }) =>
      json(`/api/projects/${fx.project.acacias}/phases/${await firstPhase(t, fx.project.acacias)}/budget`, {
        budget: 1_000,
      }),
  },
  "GET /api/projects/:id/expenses": {
    owner: "creator",
    allow: ["creator", "legal", "admin"],
    refuse: 403,
    call: (fx) => json(`/api/projects/${fx.project.acacias}/expenses`),
  },
  "POST /api/projects/:id/expenses": {
    owner: "creator",
    allow: ["creator", "legal"],
    refuse: 403,
    call: async (fx, { t }) =>
      json(`/api/projects/${fx.project.acacias}/expenses`, {
        phase_id: await firstPhase(t, fx.project.acacias),
        amount: 10,
        spent_on: dateIn(-1),
        description: "Despesa da matriz",
        supplier_name: "Fornecedor da matriz",
      }),
  },
  "GET /api/projects/:id/expenses/quotations": {
    owner: "creator",
    allow: ["creator"],
    refuse: 403,
    call: (fx) => json(`/api/projects/${fx.project.acacias}/expenses/quotations`),
  },
  "POST /api/projects/:id/expenses/from-quotation": {
    // A fresh concluded quotation of the creator per call: each may be launched once.
    owner: "creator",
    allow: ["creator"],
    refuse: 403,
    call: async (fx, { t }) => {
      const [q] = await t.database.db
        .insert(quotations)
        .values({
          projectCreatorId: fx.people.creator.id,
          supplierId: fx.supplier.fundacoes,
          projectName: "Obra da matriz",
          description: "Orçamento da matriz",
          status: "concluido",
          estimatedPrice: "1000.00",
          completedAt: new Date(),
        })
        .returning({ id: quotations.id });
      return json(`/api/projects/${fx.project.acacias}/expenses/from-quotation`, {
        quotation_id: q!.id,
        phase_id: await firstPhase(t, fx.project.acacias),
      });
    },
  },
  "PUT /api/projects/:id/expenses/:expenseId": {
    // Correcting an expense: whoever records them (decision 063); admins read the lines, never write.
    owner: "creator",
    allow: ["creator", "legal"],
    refuse: 403,
    call: async (fx, { t }) =>
      json(`/api/projects/${fx.project.acacias}/expenses/${await matrixExpense(t, fx.project.acacias)}`, {
        phase_id: await firstPhase(t, fx.project.acacias),
        amount: 12.5,
        spent_on: dateIn(-1),
        description: "Despesa corrigida na matriz",
        supplier_name: "Fornecedor da matriz",
      }),
  },
  "DELETE /api/projects/:id/expenses/:expenseId": {
    owner: "creator",
    allow: ["creator", "legal"],
    refuse: 403,
    call: async (fx, { t }) =>
      json(`/api/projects/${fx.project.acacias}/expenses/${await matrixExpense(t, fx.project.acacias)}`),
  },
  "GET /api/projects/:id/expenses/:expenseId/receipt": {
    owner: "creator",
    allow: ["creator", "legal", "admin"],
    refuse: 403,
    call: async (fx, { t }) => {
      const receipt = await upload(t.app, fx.people.creator.cookie, "recibo.pdf", tinyPdf());
      const [row] = await t.database.db
        .insert(projectExpenses)
        .values({
          projectId: fx.project.acacias,
          phaseId: await firstPhase(t, fx.project.acacias),
          amountCents: 1_000,
          spentOn: dateIn(-1),
          description: "Despesa com comprovante",
          supplierName: "Fornecedor da matriz",
          receiptFileId: receipt.id,
        })
        .returning({ id: projectExpenses.id });
      return json(`/api/projects/${fx.project.acacias}/expenses/${row!.id}/receipt`);
    },
  },
  "GET /api/projects/:id/interests": {
    owner: "creator",
    allow: ["creator", "admin"],
    refuse: 403,
    call: (fx) => json(`/api/projects/${fx.project.acacias}/interests`),
  },
  "GET /api/projects/:id/images/:imageId": {
    // The image of a draft: only those who may read the draft.
    owner: "creator",
    allow: ["creator", ...verifiedDesk],
    refuse: 404,
    call: (fx) => json(`/api/projects/${fx.imageProject}/images/${fx.projectImage}`),
  },
  "GET /api/projects/:id/prospectus": {
    allow: "loggedIn",
    call: (fx) => json(`/api/projects/${fx.project.acacias}/prospectus`),
  },
  "POST /api/projects/:id/team": {
    owner: "creator",
    allow: ["creator", "admin"],
    refuse: 404,
    expect: { legal: 403 },
    call: (fx) =>
      json(`/api/projects/${fx.project.draft}/team`, {
        name: "Membro",
        role: "engenheiro",
        email: `membro.${randomUUID().slice(0, 8)}@exemplo.com.br`,
      }),
  },
  "DELETE /api/projects/:id/team/:memberId": {
    owner: "creator",
    allow: ["creator", "admin"],
    refuse: 404,
    expect: { legal: 403 },
    // A fresh entry per call: each permitted removal deletes its own.
    call: async (fx, { t }) =>
      json(`/api/projects/${fx.project.draft}/team/${await teamEntry(t, fx.project.draft, "accepted")}`),
  },
  "POST /api/projects/:id/team/:memberId/withdraw": {
    owner: "creator",
    allow: ["creator", "admin"],
    refuse: 404,
    expect: { legal: 403 },
    call: async (fx, { t }) =>
      json(`/api/projects/${fx.project.draft}/team/${await teamEntry(t, fx.project.draft, "pending")}/withdraw`),
  },
  "GET /api/projects/:id/reviews": {
    owner: "creator",
    allow: ["creator", ...verifiedDesk],
    refuse: 404,
    call: (fx) => json(`/api/projects/${fx.project.bosqueVerde}/reviews`),
  },

  // ---------------------------------------------------------------- investments
  "POST /api/projects/:id/investments": {
    owner: "creator",
    allow: "loggedIn",
    expect: { creator: 403 },
    call: (fx) => json(`/api/projects/${fx.project.acacias}/investments`, { amount: 1_000 }),
  },
  "GET /api/projects/:id/investments": {
    owner: "creator",
    allow: ["creator", "admin"],
    refuse: 403,
    call: (fx) => json(`/api/projects/${fx.project.acacias}/investments`),
  },
  "GET /api/investments/mine": { allow: "loggedIn", call: () => json("/api/investments/mine") },
  "POST /api/investments/:id/withdraw": {
    owner: "investor",
    allow: ["investor"],
    refuse: 404,
    call: (fx) => json(`/api/investments/${fx.investment}/withdraw`),
  },
  // Sandbox only (decision 107): the investor's own commitment; anyone else's is 404.
  "POST /api/investments/:id/payment/simulate": {
    owner: "investor",
    allow: ["investor"],
    refuse: 404,
    call: (fx) => json(`/api/investments/${fx.investment}/payment/simulate`),
  },
  "GET /api/investor/limits": { allow: "loggedIn", call: () => json("/api/investor/limits") },
  "POST /api/investor/declarations": {
    allow: "loggedIn",
    call: () => json("/api/investor/declarations", { qualified_investor: false, accepted: true }),
  },

  // ---------------------------------------------------------------- suppliers and quotations
  "GET /api/suppliers": { allow: "loggedIn", call: () => json("/api/suppliers") },
  "POST /api/suppliers": { allow: "loggedIn", call: () => json("/api/suppliers", supplierInput()) },
  "GET /api/suppliers/mine": { allow: "loggedIn", call: () => json("/api/suppliers/mine") },
  "GET /api/suppliers/:id": { allow: "loggedIn", call: (fx) => json(`/api/suppliers/${fx.supplier.fundacoes}`) },
  "PUT /api/suppliers/:id": {
    owner: "supplier",
    allow: ["supplier", "admin"],
    refuse: 403,
    call: (fx) => json(`/api/suppliers/${fx.supplier.fundacoes}`, fx.supplier.body),
  },
  "GET /api/suppliers/:id/reviews": {
    allow: "loggedIn",
    call: (fx) => json(`/api/suppliers/${fx.supplier.fundacoes}/reviews`),
  },
  "GET /api/suppliers/:id/portfolio/:imageId": {
    allow: "loggedIn",
    // PUT /api/suppliers/:id renews the rows: the current one is looked up at call time.
    call: async (fx, { t }) => {
      const [image] = await t.database.db
        .select({ id: supplierPortfolioImages.id })
        .from(supplierPortfolioImages)
        .where(eq(supplierPortfolioImages.supplierId, fx.supplier.fundacoes));
      return json(`/api/suppliers/${fx.supplier.fundacoes}/portfolio/${image?.id ?? fx.supplier.portfolioImage}`);
    },
  },
  "GET /api/quotations": { allow: "loggedIn", call: () => json("/api/quotations") },
  "POST /api/quotations": {
    allow: "loggedIn",
    // Fundações Sólidas is fornecedor@'s own record: no quotation to oneself.
    expect: { supplier: 403 },
    call: (fx) => json("/api/quotations", quotationInput(fx.supplier.fundacoes)),
  },
  "GET /api/quotations/:id": {
    owner: "creator",
    allow: ["creator", "supplier"],
    refuse: 404,
    call: (fx) => json(`/api/quotations/${fx.quotation.pendente}`),
  },
  "POST /api/quotations/:id/respond": {
    owner: "supplier",
    allow: ["supplier"],
    refuse: 404,
    expect: { creator: 403 },
    call: (fx) => json(`/api/quotations/${fx.quotation.pendente}/respond`, responseInput()),
  },
  "POST /api/quotations/:id/approve": {
    owner: "creator",
    allow: ["creator"],
    refuse: 404,
    expect: { supplier: 403 },
    call: (fx) => json(`/api/quotations/${fx.quotation.respondido}/approve`),
  },
  "POST /api/quotations/:id/reject": {
    owner: "creator",
    allow: ["creator"],
    refuse: 404,
    expect: { supplier: 403 },
    call: (fx) => json(`/api/quotations/${fx.quotation.respondido}/reject`),
  },
  "POST /api/quotations/:id/complete": {
    // Either party marks the work finished (docs/product/quotations.md).
    owner: "creator",
    allow: ["creator", "supplier"],
    refuse: 404,
    call: (fx) => json(`/api/quotations/${fx.quotation.aprovado}/complete`),
  },
  "POST /api/quotations/:id/review": {
    owner: "creator",
    allow: ["creator"],
    refuse: 404,
    expect: { supplier: 403 },
    call: (fx) => json(`/api/quotations/${fx.quotation.concluido}/review`, reviewInput()),
  },
  "GET /api/quotations/:id/attachments/:attachmentId": {
    owner: "creator",
    allow: ["creator", "supplier"],
    refuse: 404,
    call: (fx) => json(`/api/quotations/${fx.quotation.withAttachment}/attachments/${fx.quotation.attachmentRow}`),
  },

  // ---------------------------------------------------------------- team invitations
  "GET /api/invitations": { allow: "loggedIn", call: () => json("/api/invitations") },
  "POST /api/invitations/:id/accept": {
    owner: "investor",
    allow: ["investor"],
    refuse: 404,
    call: (fx) => json(`/api/invitations/${fx.invitation.accept}/accept`),
  },
  "POST /api/invitations/:id/decline": {
    owner: "investor",
    allow: ["investor"],
    refuse: 404,
    call: (fx) => json(`/api/invitations/${fx.invitation.decline}/decline`),
  },

  // ---------------------------------------------------------------- admin desk
  "GET /api/admin/totals": { ...ADMIN_ONLY, call: () => json("/api/admin/totals") },
  "GET /api/admin/users": { ...ADMIN_ONLY, call: () => json("/api/admin/users") },
  "GET /api/admin/legal-accounts": { ...ADMIN_ONLY, call: () => json("/api/admin/legal-accounts") },
  "GET /api/admin/payment-jobs": { ...ADMIN_ONLY, call: () => json("/api/admin/payment-jobs") },
  // The reconciliation desk (decision 119): the writes name nothing that exists (the admin gets past the
  // audience and is answered 404), or carry a file that is not OFX (400), so nothing is resolved or imported.
  "GET /api/admin/reconciliation": { ...ADMIN_ONLY, call: () => json("/api/admin/reconciliation") },
  "GET /api/admin/reconciliation/export.csv": {
    ...ADMIN_ONLY,
    call: () => json("/api/admin/reconciliation/export.csv"),
  },
  "GET /api/admin/reconciliation/balance": { ...ADMIN_ONLY, call: () => json("/api/admin/reconciliation/balance") },
  "GET /api/admin/reconciliation/ledger-entries": {
    ...ADMIN_ONLY,
    call: () => json("/api/admin/reconciliation/ledger-entries"),
  },
  "GET /api/admin/reconciliation/resolutions": {
    ...ADMIN_ONLY,
    call: () => json("/api/admin/reconciliation/resolutions"),
  },
  "POST /api/admin/reconciliation/resolutions": {
    ...ADMIN_ONLY,
    expect: { admin: 404 },
    call: () =>
      json("/api/admin/reconciliation/resolutions", {
        day: "2026-12-06",
        key: "pix-unmatched:E000",
        action: "acknowledge",
        reason: "Matriz",
      }),
  },
  "POST /api/admin/reconciliation/payment-jobs/:id/retry": {
    ...ADMIN_ONLY,
    expect: { admin: 404 },
    call: () => json(`/api/admin/reconciliation/payment-jobs/${randomUUID()}/retry`, { reason: "Matriz" }),
  },
  "POST /api/admin/reconciliation/statements": {
    ...ADMIN_ONLY,
    call: async () => {
      const { multipart } = await import("./project-helpers.ts");
      return {
        url: "/api/admin/reconciliation/statements",
        multipart: multipart([{ name: "file", filename: "extrato.ofx", data: "não é OFX" }]),
      };
    },
  },
  "POST /api/admin/users/:id/verify": {
    ...ADMIN_ONLY,
    call: (fx) => json(`/api/admin/users/${fx.verifyTarget}/verify`),
  },
  "POST /api/admin/users/:id/unverify": {
    ...ADMIN_ONLY,
    call: (fx) => json(`/api/admin/users/${fx.verifyTarget}/unverify`),
  },
  "GET /api/admin/suppliers": { ...ADMIN_ONLY, call: () => json("/api/admin/suppliers") },
  "POST /api/admin/suppliers/:id/verify": {
    ...ADMIN_ONLY,
    call: (fx) => json(`/api/admin/suppliers/${fx.supplier.fundacoes}/verify`),
  },
  "POST /api/admin/suppliers/:id/unverify": {
    ...ADMIN_ONLY,
    call: (fx) => json(`/api/admin/suppliers/${fx.supplier.fundacoes}/unverify`),
  },

  // ---------------------------------------------------------------- legal desk: contracts and approvals
  "GET /api/contracts": { ...LEGAL_DESK, call: () => json("/api/contracts") },
  "POST /api/contracts": { ...LEGAL_DESK, call: (fx) => json("/api/contracts", contractBody(fx)) },
  "GET /api/contracts/project-options": { ...LEGAL_DESK, call: () => json("/api/contracts/project-options") },
  "GET /api/contracts/:id": { ...LEGAL_DESK, call: (fx) => json(`/api/contracts/${fx.contract}`) },
  "PATCH /api/contracts/:id": {
    ...LEGAL_DESK,
    call: (fx) => json(`/api/contracts/${fx.contract}`, contractBody(fx)),
  },
  "POST /api/contracts/:id/cancel": {
    ...LEGAL_DESK,
    call: (fx) => json(`/api/contracts/${fx.contract}/cancel`, { reason: "Desistência do cliente." }),
  },
  "GET /api/contracts/:id/file": { ...LEGAL_DESK, call: (fx) => json(`/api/contracts/${fx.contractWithFile}/file`) },
  "POST /api/contracts/:id/send-for-signature": {
    ...LEGAL_DESK,
    call: (fx) =>
      json(`/api/contracts/${fx.contractWithFile}/send-for-signature`, {
        due_date: dateIn(10),
        signers: [{ name: "Ana", email: fx.people.investor.email }],
      }),
  },
  "GET /api/approvals": { ...LEGAL_DESK, call: () => json("/api/approvals") },
  "POST /api/approvals/:id/start-analysis": {
    ...LEGAL_DESK,
    call: (fx) => json(`/api/approvals/${fx.approval}/start-analysis`),
  },
  "POST /api/approvals/:id/approve": {
    ...LEGAL_DESK,
    call: (fx) => json(`/api/approvals/${fx.approval}/approve`, { comment: "Conferido." }),
  },
  "POST /api/approvals/:id/reject": {
    ...LEGAL_DESK,
    call: (fx) => json(`/api/approvals/${fx.approval}/reject`, { comment: "Matrícula desatualizada." }),
  },
  "PATCH /api/approvals/:id": {
    ...LEGAL_DESK,
    call: (fx) => json(`/api/approvals/${fx.approval}`, { priority: "alta" }),
  },

  // ---------------------------------------------------------------- learning, home, portfolio
  "GET /api/learning/content": { allow: "loggedIn", call: () => json("/api/learning/content") },
  "GET /api/learning/content/:id": { allow: "loggedIn", call: (fx) => json(`/api/learning/content/${fx.learning}`) },
  "POST /api/learning/content/:id/view": {
    allow: "loggedIn",
    call: (fx) => json(`/api/learning/content/${fx.learning}/view`),
  },
  "GET /api/learning/faqs": { allow: "loggedIn", call: () => json("/api/learning/faqs") },
  "GET /api/learning/checklist": {
    allow: "loggedIn",
    call: () => json("/api/learning/checklist?project_type=apartamentos"),
  },
  "PUT /api/learning/checklist/:itemId": {
    allow: "loggedIn",
    call: (fx) => json(`/api/learning/checklist/${fx.checklistItem}`, { checked: true }),
  },
  "GET /api/home/summary": { allow: "loggedIn", call: () => json("/api/home/summary") },
  "GET /api/home/charts": { allow: "loggedIn", call: () => json("/api/home/charts") },
  "GET /api/recommendations": { allow: "loggedIn", call: () => json("/api/recommendations") },
  "GET /api/portfolio/overview": { allow: "loggedIn", call: () => json("/api/portfolio/overview") },
  "GET /api/portfolio/distributions": { allow: "loggedIn", call: () => json("/api/portfolio/distributions") },
  "GET /api/portfolio/income-statement": {
    // Only investor perspectives (an unverified legal account invests like an investor) get one;
    // a year without investments is a 404 of one's own statement, not someone else's record.
    allow: ["investor"],
    refuse: 403,
    expect: { legalUnverified: 404, stranger: 404 },
    call: () => json(`/api/portfolio/income-statement?year=${new Date().getFullYear() - 1}`),
  },

  // ---------------------------------------------------------------- account (each person their own)
  "GET /api/account": { allow: "loggedIn", call: () => json("/api/account") },
  "PATCH /api/account/profile": {
    allow: "loggedIn",
    call: async (_fx, { t, person }) => {
      const res = await client(t.app, person?.cookie).get("/api/account");
      const me = res.statusCode === 200 ? (res.json() as { name: string; cpf: string; phone: string }) : null;
      return json("/api/account/profile", {
        name: me?.name ?? "Pessoa Teste",
        cpf: me?.cpf ?? "529.982.247-25",
        phone: me?.phone ?? "(11) 98765-4321",
      });
    },
  },
  "POST /api/account/email": {
    allow: "loggedIn",
    disruptive: true,
    call: (_fx, { person }) =>
      json("/api/account/email", {
        new_email: `novo.${randomUUID().slice(0, 8)}@exemplo.com.br`,
        current_password: person?.password ?? DEMO_PASSWORD,
      }),
  },
  // Before the password change, which leaves the demo accounts' known password behind.
  "POST /api/account/sessions/end-others": {
    allow: "loggedIn",
    disruptive: true,
    call: () => json("/api/account/sessions/end-others"),
  },
  "POST /api/account/password": {
    allow: "loggedIn",
    disruptive: true,
    call: (_fx, { person }) =>
      json("/api/account/password", {
        current_password: person?.password ?? DEMO_PASSWORD,
        new_password: "outra senha longa e boa",
        confirm_password: "outra senha longa e boa",
      }),
  },
  "GET /api/account/sessions": { allow: "loggedIn", call: () => json("/api/account/sessions") },
  // Each account's own two-factor only: there is no id to reach another's.
  "GET /api/account/two-factor": { allow: "loggedIn", call: () => json("/api/account/two-factor") },
  "POST /api/account/two-factor/setup": {
    allow: "loggedIn",
    call: (_fx, { person }) => json("/api/account/two-factor/setup", { password: person?.password ?? DEMO_PASSWORD }),
  },
  "POST /api/account/two-factor/confirm": {
    allow: "loggedIn",
    call: () => json("/api/account/two-factor/confirm", { code: "000000" }),
  },
  "POST /api/account/two-factor/disable": {
    allow: "loggedIn",
    call: () => json("/api/account/two-factor/disable", { password: "não é a senha" }),
  },
  "POST /api/account/two-factor/recovery-codes": {
    allow: "loggedIn",
    call: () => json("/api/account/two-factor/recovery-codes", { password: "não é a senha" }),
  },
  // Passkeys (passkeys.test.ts: the ceremony, another person's passkey, wrong passwords): each account's own.
  "GET /api/account/passkeys": { allow: "loggedIn", call: () => json("/api/account/passkeys") },
  "POST /api/account/passkeys/options": {
    allow: "loggedIn",
    call: (_fx, { person }) => json("/api/account/passkeys/options", { password: person?.password ?? DEMO_PASSWORD }),
  },
  "POST /api/account/passkeys": {
    // Without the challenge of step 1 nothing is stored: a signed-in caller is told the request expired.
    allow: "loggedIn",
    call: () => json("/api/account/passkeys", { name: "Matriz", response: matrixPasskeyResponse() }),
  },
  "PATCH /api/account/passkeys/:id": {
    allow: "loggedIn",
    call: async (_fx, { t, person }) =>
      json(`/api/account/passkeys/${person ? await matrixPasskey(t, person.id) : randomUUID()}`, { name: "Renomeada" }),
  },
  "POST /api/account/passkeys/:id/remove": {
    allow: "loggedIn",
    call: async (_fx, { t, person }) =>
      json(`/api/account/passkeys/${person ? await matrixPasskey(t, person.id) : randomUUID()}/remove`, {
        password: person?.password ?? DEMO_PASSWORD,
      }),
  },
  "DELETE /api/account/sessions/:id": {
    allow: "loggedIn",
    // Another session of the caller's own account (another person's is refused in session-list.test.ts).
    call: async (_fx, { t, person }) => {
      if (!person) return json(`/api/account/sessions/${randomUUID()}`);
      const other = await freshSession(t, person);
      const listed = (await client(t.app, other).get("/api/account/sessions")).json() as {
        items: { id: string; current: boolean }[];
      };
      return json(`/api/account/sessions/${listed.items.find((s) => s.current)!.id}`);
    },
  },
  "GET /api/account/notification-preferences": {
    allow: "loggedIn",
    call: () => json("/api/account/notification-preferences"),
  },
  "PUT /api/account/notification-preferences": {
    allow: "loggedIn",
    call: () => json("/api/account/notification-preferences", { email: true, push: true, weekly_summary: true }),
  },
  "GET /api/avatars/:fileId": { allow: "loggedIn", call: (fx) => json(`/api/avatars/${fx.avatar}`) },

  // ---------------------------------------------------------------- privacy (LGPD, each person their own)
  "POST /api/account/data-export": { allow: "loggedIn", call: () => json("/api/account/data-export") },
  "GET /api/account/data-export": { allow: "loggedIn", call: () => json("/api/account/data-export") },
  "GET /api/account/data-export/:id/download": {
    // The owner's ready export with its link's token: any other session gets the 404 of a wrong link.
    owner: "investor",
    allow: ["investor"],
    refuse: 404,
    call: async (fx, { t }) => {
      const token = randomUUID();
      const [row] = await t.database.db
        .insert(dataExports)
        .values({
          userId: await userIdOf(t.database.db, DEMO.ana),
          status: "ready",
          tokenHash: createHash("sha256").update(token).digest("hex"),
          fileId: fx.avatar,
          readyAt: new Date(),
          expiresAt: new Date(Date.now() + 3600_000),
        })
        .returning({ id: dataExports.id });
      return json(`/api/account/data-export/${row!.id}/download?token=${token}`);
    },
  },
  "POST /api/account/delete": {
    // A wrong password: every signed-in person reaches the check (400), nobody is really deleted here.
    allow: "loggedIn",
    call: () => json("/api/account/delete", { password: "senha errada da matriz", confirmation: "EXCLUIR" }),
  },

  // ---------------------------------------------------------------- payment receipts (decision 117)
  "GET /api/payments/receipts/mine": { allow: "loggedIn", call: () => json("/api/payments/receipts/mine") },
  "GET /api/payments/receipts/:id/pdf": {
    // Ana is the receipt's party; anyone else gets the 404 of an unknown id, like other private files.
    allow: ["investor", "admin"],
    refuse: 404,
    call: async (fx, { t }) =>
      json(`/api/payments/receipts/${(await postedReceipt(t.database.db, [fx.people.investor.id])).id}/pdf`),
  },

  // ---------------------------------------------------------------- payouts and releases (decisions 113, 114)
  "GET /api/account/payout-account": { allow: "loggedIn", call: () => json("/api/account/payout-account") },
  "PUT /api/account/payout-account": {
    // Each person their own key: another person's CPF (or a wrong password, or no CPF yet) is refused
    // after the session is read, before anything is written.
    allow: "loggedIn",
    call: () =>
      json("/api/account/payout-account", {
        key_type: "cpf",
        key: "390.533.447-05",
        holder_kind: "person",
        current_password: "senha da matriz",
      }),
  },
  "DELETE /api/account/payout-account": { allow: "loggedIn", call: () => json("/api/account/payout-account") },
  "GET /api/payments/projects/:id/fee": {
    // The offer's terms: whoever reads the project.
    allow: "loggedIn",
    call: (fx) => json(`/api/payments/projects/${fx.project.acacias}/fee`),
  },
  "GET /api/payments/projects/:id/release": {
    owner: "creator",
    allow: ["creator", "admin"],
    refuse: 403,
    call: (fx) => json(`/api/payments/projects/${fx.project.acacias}/release`),
  },
  "POST /api/payments/projects/:id/release": {
    // Acácias' raise is still open: its creator and the admins reach the refusal (409), nothing is released.
    owner: "creator",
    allow: ["creator", "admin"],
    refuse: 403,
    call: (fx) => json(`/api/payments/projects/${fx.project.acacias}/release`),
  },
  "GET /api/admin/platform-fee": { ...ADMIN_ONLY, call: () => json("/api/admin/platform-fee") },
  "PUT /api/admin/platform-fee": { ...ADMIN_ONLY, call: () => json("/api/admin/platform-fee", { fee_percent: 5 }) },

  // ---------------------------------------------------------------- notifications
  "GET /api/notifications": { allow: "loggedIn", call: () => json("/api/notifications") },
  "GET /api/notifications/unread-count": { allow: "loggedIn", call: () => json("/api/notifications/unread-count") },
  "POST /api/notifications/:id/read": {
    owner: "investor",
    allow: ["investor"],
    refuse: 404,
    call: (fx) => json(`/api/notifications/${fx.notification}/read`),
  },
  "POST /api/notifications/read-all": { allow: "loggedIn", call: () => json("/api/notifications/read-all") },

  // ---------------------------------------------------------------- signatures
  "GET /api/signatures": [
    { allow: "loggedIn", call: () => json("/api/signatures") },
    {
      // Its sender and the desk; not the holder of the invited address under another CPF (decision 093).
      allow: "loggedIn",
      shows: { id: (fx) => fx.otherCpfSignature.id, to: ["creator", ...verifiedDesk] },
      call: (fx) => json(`/api/signatures?q=${encodeURIComponent(fx.otherCpfSignature.title)}`),
    },
  ],
  "GET /api/signatures/project-options": { allow: "loggedIn", call: () => json("/api/signatures/project-options") },
  "POST /api/signatures": {
    // For a project one created or is on the team of; verified legal users and the admin for any project.
    allow: ["creator", "legal", "admin"],
    refuse: 403,
    call: async (fx, { t, person }) =>
      json("/api/signatures", {
        title: "Contrato da matriz",
        project_id: fx.project.acacias,
        type: "service",
        amount: 10,
        due_date: dateIn(3),
        file_id: await pdfOf(t, person, fx.people.creator),
        signers: [{ name: "Bruno", email: DEMO.bruno }],
      }),
  },
  "GET /api/signatures/:id": [
    {
      owner: "creator",
      allow: ["creator", "investor", ...verifiedDesk],
      refuse: 404,
      call: (fx) => json(`/api/signatures/${fx.signature}`),
    },
    {
      // The stranger holds the invited address but not the invited CPF: told why, shown nothing (decision 093).
      owner: "investor",
      allow: ["creator", ...verifiedDesk],
      refuse: 404,
      expect: { stranger: 403 },
      call: (fx) => json(`/api/signatures/${fx.otherCpfSignature.id}`),
    },
  ],
  "GET /api/signatures/:id/events": {
    owner: "creator",
    allow: ["creator", "investor", ...verifiedDesk],
    refuse: 404,
    call: (fx) => json(`/api/signatures/${fx.signature}/events`),
  },
  "GET /api/signatures/:id/file": {
    owner: "creator",
    allow: ["creator", "investor", ...verifiedDesk],
    refuse: 404,
    call: (fx) => json(`/api/signatures/${fx.signature}/file`),
  },
  "GET /api/signatures/:id/download": [
    {
      owner: "creator",
      allow: ["creator", "investor", ...verifiedDesk],
      refuse: 404,
      call: (fx) => json(`/api/signatures/${fx.signature}/download`),
    },
    {
      // The sealed PDF with its certificate page: its sender, its signer and the desk (decision 093).
      owner: "creator",
      allow: ["creator", "investor", ...verifiedDesk],
      refuse: 404,
      call: (fx) => json(`/api/signatures/${fx.signedSignature}/download`),
    },
    {
      owner: "investor",
      allow: ["creator", ...verifiedDesk],
      refuse: 404,
      expect: { stranger: 403 },
      call: (fx) => json(`/api/signatures/${fx.otherCpfSignature.id}/download`),
    },
  ],
  "POST /api/signatures/:id/sign": {
    owner: "investor",
    allow: ["investor"],
    refuse: 404,
    // Those who may read the request but are not its signer.
    expect: { creator: 403, legal: 403, admin: 403 },
    call: (fx) =>
      json(`/api/signatures/${fx.signature}/sign`, {
        name: "Ana Investidora",
        cpf: "529.982.247-25",
        agree: true,
        code: "123456",
      }),
  },
  "POST /api/signatures/:id/refuse": {
    owner: "investor",
    allow: ["investor"],
    refuse: 404,
    // Those who may read the request but are not its signer.
    expect: { creator: 403, legal: 403, admin: 403 },
    call: (fx) =>
      json(`/api/signatures/${fx.signature}/refuse`, { reason: "Valor diferente do combinado.", code: "123456" }),
  },
  "POST /api/signatures/:id/code": {
    owner: "investor",
    allow: ["investor"],
    refuse: 404,
    // Those who may read the request but are not its signer.
    expect: { creator: 403, legal: 403, admin: 403 },
    call: (fx) => json(`/api/signatures/${fx.signature}/code`),
  },
  "POST /api/signatures/:id/resend": {
    owner: "creator",
    allow: ["creator"],
    refuse: 404,
    expect: { investor: 403, legal: 403, admin: 403 },
    call: (fx) => json(`/api/signatures/${fx.signature}/resend`),
  },
  "POST /api/signatures/:id/void": {
    // Its sender and the legal desk (decision 035); its signer reads it but may not cancel it.
    owner: "creator",
    allow: ["creator", ...verifiedDesk],
    refuse: 404,
    expect: { investor: 403 },
    call: (fx) => json(`/api/signatures/${fx.signature}/void`, { reason: "Enviada por engano." }),
  },

  // ---------------------------------------------------------------- chat
  "GET /api/chat/conversations": { allow: "loggedIn", call: () => json("/api/chat/conversations") },
  "GET /api/chat/unread": { allow: "loggedIn", call: () => json("/api/chat/unread") },
  "GET /api/chat/users": { allow: "loggedIn", call: () => json("/api/chat/users") },
  "GET /api/chat/projects": { allow: "loggedIn", call: () => json("/api/chat/projects") },
  "POST /api/chat/conversations/direct": {
    allow: "loggedIn",
    call: (fx) => json("/api/chat/conversations/direct", { user_id: fx.people.bruno.id }),
  },
  "POST /api/chat/conversations/group": {
    allow: "loggedIn",
    call: (fx) => json("/api/chat/conversations/group", { name: "Grupo", member_ids: [fx.people.bruno.id] }),
  },
  "POST /api/chat/conversations/project": {
    // The project's team: its creator and juridico@, Acácias' counsel; anyone else does not find it.
    owner: "creator",
    allow: ["creator", "legal"],
    refuse: 404,
    call: (fx) => json("/api/chat/conversations/project", { project_id: fx.project.acacias }),
  },
  "GET /api/chat/conversations/:id": {
    owner: "creator",
    allow: ["creator", "investor"],
    refuse: 404,
    call: (fx) => json(`/api/chat/conversations/${fx.chat.group}`),
  },
  "PATCH /api/chat/conversations/:id": {
    owner: "creator",
    allow: ["creator"],
    refuse: 404,
    expect: { investor: 403 },
    call: (fx) => json(`/api/chat/conversations/${fx.chat.group}`, { name: "Grupo renomeado" }),
  },
  "POST /api/chat/conversations/:id/members": {
    owner: "creator",
    allow: ["creator"],
    refuse: 404,
    expect: { investor: 403 },
    call: (fx) => json(`/api/chat/conversations/${fx.chat.group}/members`, { user_ids: [fx.newcomer] }),
  },
  "DELETE /api/chat/conversations/:id/members/:userId": {
    owner: "creator",
    allow: ["creator"],
    refuse: 404,
    expect: { investor: 403 },
    // A new group for every caller, so Bruno is there to remove.
    call: async (fx, { t }) =>
      json(`/api/chat/conversations/${await newGroup(t, fx.people)}/members/${fx.people.bruno.id}`),
  },
  "GET /api/chat/conversations/:id/messages": {
    owner: "creator",
    allow: ["creator", "investor"],
    refuse: 404,
    call: (fx) => json(`/api/chat/conversations/${fx.chat.group}/messages`),
  },
  "GET /api/chat/conversations/:id/messages/search": {
    owner: "creator",
    allow: ["creator", "investor"],
    refuse: 404,
    call: (fx) => json(`/api/chat/conversations/${fx.chat.group}/messages/search?q=planta`),
  },
  "POST /api/chat/conversations/:id/messages": {
    owner: "creator",
    allow: ["creator", "investor"],
    refuse: 404,
    call: (fx) =>
      json(`/api/chat/conversations/${fx.chat.group}/messages`, { client_id: `m-${randomUUID()}`, content: "Olá." }),
  },
  "POST /api/chat/conversations/:id/read": {
    owner: "creator",
    allow: ["creator", "investor"],
    refuse: 404,
    call: (fx) => json(`/api/chat/conversations/${fx.chat.group}/read`),
  },
  "POST /api/chat/messages/:id/important": {
    owner: "creator",
    // Marked by a participant other than its sender (Ana sent it).
    allow: ["creator"],
    refuse: 404,
    expect: { investor: 403 },
    call: (fx) => json(`/api/chat/messages/${fx.chat.message}/important`),
  },
  "PATCH /api/chat/messages/:id": {
    owner: "creator",
    // Only its sender (Ana) edits it; another participant is refused with 403.
    allow: ["investor"],
    refuse: 404,
    expect: { creator: 403 },
    call: async (fx, { t }) => json(`/api/chat/messages/${await newChatMessage(t, fx)}`, { content: "Corrigida." }),
  },
  "DELETE /api/chat/messages/:id": {
    owner: "creator",
    allow: ["investor"],
    refuse: 404,
    expect: { creator: 403 },
    call: async (fx, { t }) => json(`/api/chat/messages/${await newChatMessage(t, fx)}`),
  },
  "POST /api/chat/messages/:id/forward": {
    owner: "creator",
    allow: ["creator", "investor"],
    refuse: 404,
    call: (fx) =>
      json(`/api/chat/messages/${fx.chat.message}/forward`, {
        conversation_id: fx.chat.direct,
        client_id: `f-${randomUUID()}`,
      }),
  },
  "GET /api/chat/conversations/:id/files": {
    owner: "creator",
    allow: ["creator", "investor"],
    refuse: 404,
    call: (fx) => json(`/api/chat/conversations/${fx.chat.group}/files`),
  },
  "GET /api/chat/conversations/:id/files/:fileId": {
    owner: "creator",
    allow: ["creator", "investor"],
    refuse: 404,
    call: (fx) => json(`/api/chat/conversations/${fx.chat.group}/files/${fx.chat.file}`),
  },

  // ---------------------------------------------------------------- documents
  "GET /api/documents": [
    { allow: "loggedIn", call: () => json("/api/documents") },
    {
      // A quarterly report lists for the budget's audience only (decision 095).
      owner: "investor",
      allow: "loggedIn",
      call: () => json("/api/documents?q=relatorio%20trimestral"),
      shows: { id: (fx) => fx.report, to: ["investor", "creator", "legal", "admin"] },
    },
  ],
  "GET /api/documents/projects": { allow: "loggedIn", call: () => json("/api/documents/projects") },
  "GET /api/documents/project-filter": { allow: "loggedIn", call: () => json("/api/documents/project-filter") },
  "POST /api/documents": {
    // Acácias' creator and team (juridico@ is its counsel), and the admin.
    owner: "creator",
    allow: ["creator", "legal", "admin"],
    refuse: 403,
    call: async (fx, { t, person }) =>
      json("/api/documents", {
        file_id: await pdfOf(t, person, fx.people.creator),
        name: "Alvará",
        project_id: fx.project.acacias,
        category: "legal",
      }),
  },
  "GET /api/documents/:id/versions": [
    {
      owner: "creator",
      allow: ["creator", ...verifiedDesk],
      refuse: 404,
      call: (fx) => json(`/api/documents/${fx.document}/versions`),
    },
    {
      // A quarterly report: the budget's audience (Ana backs Vila Serena), not every visitor (decision 095).
      owner: "investor",
      allow: ["investor", "creator", ...verifiedDesk],
      refuse: 404,
      call: (fx) => json(`/api/documents/${fx.report}/versions`),
    },
  ],
  "GET /api/documents/:id/file": [
    {
      owner: "creator",
      allow: ["creator", ...verifiedDesk],
      refuse: 404,
      call: (fx) => json(`/api/documents/${fx.document}/file`),
    },
    {
      // A quarterly report: the budget's audience (Ana backs Vila Serena), not every visitor (decision 095).
      owner: "investor",
      allow: ["investor", "creator", ...verifiedDesk],
      refuse: 404,
      call: (fx) => json(`/api/documents/${fx.report}/file`),
    },
  ],
  "GET /api/documents/:id/download": [
    {
      owner: "creator",
      allow: ["creator", ...verifiedDesk],
      refuse: 404,
      call: (fx) => json(`/api/documents/${fx.document}/download`),
    },
    {
      // A quarterly report: the budget's audience (Ana backs Vila Serena), not every visitor (decision 095).
      owner: "investor",
      allow: ["investor", "creator", ...verifiedDesk],
      refuse: 404,
      call: (fx) => json(`/api/documents/${fx.report}/download`),
    },
  ],
  "GET /api/documents/:id/qr": [
    {
      owner: "creator",
      allow: ["creator", ...verifiedDesk],
      refuse: 404,
      call: (fx) => json(`/api/documents/${fx.document}/qr`),
    },
    {
      // A quarterly report: the budget's audience (Ana backs Vila Serena), not every visitor (decision 095).
      owner: "investor",
      allow: ["investor", "creator", ...verifiedDesk],
      refuse: 404,
      call: (fx) => json(`/api/documents/${fx.report}/qr`),
    },
  ],
  "DELETE /api/documents/:id": {
    owner: "creator",
    allow: ["creator", "admin"],
    refuse: 404,
    expect: { legal: 403 },
    // A new document of criador@ for every caller, so a permitted delete never hides the next one.
    call: async (fx, { t }) => {
      const file = await upload(t.app, fx.people.creator.cookie, "memorial.pdf", tinyPdf());
      const doc = ok<{ id: string }>(
        await client(t.app, fx.people.creator.cookie).post("/api/documents", {
          file_id: file.id,
          name: `Memorial ${randomUUID().slice(0, 6)}`,
          project_id: fx.project.bosqueVerde,
          category: "technical",
        }),
        201,
      );
      return json(`/api/documents/${doc.id}`);
    },
  },
};
