// A charge's QR is drawn once, when the PSP made its Pix code, and kept with the charge: the lists that show
// a payment read it instead of drawing the QR of every awaiting charge on every request
// (docs/decisions/123-payments-flat-at-a-million-ledger-entries.md).
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentCharges } from "../src/db/schema/index.ts";
import { pixQrCodeOf } from "../src/modules/payments/charges/pix-qr-code.ts";
import {
  client,
  createSeededApp,
  DEMO,
  loginAs,
  newAccount,
  ok,
  openRaise,
  type Investment,
} from "./project-helpers.ts";
import { freePort } from "./server-process.ts";
import type { TestApp } from "./test-app.ts";

let t: TestApp;
let criador: string;

beforeAll(async () => {
  // Listening: the sandbox PSP makes the charge's code through API Pix, on this app's own address.
  const port = await freePort();
  t = await createSeededApp({
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PIX_WEBHOOK_SECRET: randomBytes(32).toString("hex"),
  });
  await t.app.listen({ port, host: "127.0.0.1" });
  criador = await loginAs(t.app, DEMO.creator);
}, 60_000);
afterAll(() => t?.close());

const chargeOf = async (investmentId: string) =>
  (await t.database.db.select().from(paymentCharges).where(eq(paymentCharges.investmentId, investmentId)))[0]!;

/** A new investor's commitment to a new raise, its charge issued while the commitment was answered. */
async function commitment() {
  const investor = await newAccount(t.app, "investor");
  const project = await openRaise(t, criador, {
    target_amount: 100_000,
    min_investment: 1_000,
    minimum_target_amount: null,
  });
  const response = await t.app.inject({
    method: "POST",
    url: `/api/projects/${project}/investments`,
    headers: { cookie: investor.cookie },
    payload: { amount: 1_500 },
  });
  return { investor, made: ok<Investment>(response, 201) };
}

const mine = async (cookie: string) => ok<Investment[]>(await client(t.app, cookie).get("/api/investments/mine"));

describe("a charge's QR", () => {
  it("is drawn when the PSP makes the code, kept with the charge, and read, not drawn again, by the list", async () => {
    const { investor, made } = await commitment();
    const charge = await chargeOf(made.id);
    expect(charge.pixCopiaECola).toMatch(/^000201/);
    expect(charge.pixQrCode).toBe(await pixQrCodeOf(charge.pixCopiaECola!));
    expect(made.payment!.pix_qr_code).toBe(charge.pixQrCode);

    // The list answers what is kept: a QR drawn on every read would answer the drawing instead.
    const kept = `data:image/svg+xml;base64,${Buffer.from("<svg>kept</svg>").toString("base64")}`;
    await t.database.db.update(paymentCharges).set({ pixQrCode: kept }).where(eq(paymentCharges.id, charge.id));
    const [listed] = await mine(investor.cookie);
    expect(listed!.payment!.pix_qr_code).toBe(kept);
  });

  it("of a charge issued before QRs were kept is drawn on read, from its code", async () => {
    const { investor, made } = await commitment();
    const charge = await chargeOf(made.id);
    await t.database.db.update(paymentCharges).set({ pixQrCode: null }).where(eq(paymentCharges.id, charge.id));
    const [listed] = await mine(investor.cookie);
    expect(listed!.payment!.pix_qr_code).toBe(await pixQrCodeOf(charge.pixCopiaECola!));
  });
});
