import { deflateSync } from "node:zlib";
import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { createAccountViaApi, loginAs, type NewAccount } from "./fixtures";

/** A valid CNPJ that no other test uses (check digits computed). */
export function uniqueCnpj(): string {
  const base = `${String(Date.now() % 1e8).padStart(8, "0")}${String(Math.floor(Math.random() * 1e4)).padStart(4, "0")}`;
  const digits = base.split("").map(Number);
  for (const weights of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const sum = weights.reduce((acc, w, i) => acc + w * digits[i]!, 0);
    const rest = sum % 11;
    digits.push(rest < 2 ? 0 : 11 - rest);
  }
  const cnpj = digits.join("");
  return /^(\d)\1{13}$/.test(cnpj) ? uniqueCnpj() : cnpj;
}

/** A tiny valid PNG (one colour), enough for the server's magic-byte check. */
export function pngBuffer(width = 8, height = 6): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A small PDF the server accepts (its type is checked by content). */
export const PDF = {
  name: "planta-baixa.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
};

export type Supplier = { id: string; company_name: string; account: NewAccount };

/**
 * A new account with a supplier record, made through the API with a request context of its own
 * (parallel-safe: a unique company name and CNPJ).
 */
export async function createSupplierViaApi(
  request: APIRequestContext,
  overrides: { name?: string; company?: string } = {},
): Promise<Supplier> {
  const account = await createAccountViaApi(request, { name: overrides.name ?? "Fornecedora E2E", type: "supplier" });
  const login = await request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
  expect(login.status(), await login.text()).toBe(200);
  const company_name =
    overrides.company ?? `Construtora E2E ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const response = await request.post("/api/suppliers", {
    data: {
      company_name,
      cnpj: uniqueCnpj(),
      category: "engenharia",
      description: "Empresa criada pelos testes de ponta a ponta.",
      location_city: "Campinas",
      location_state: "SP",
      service_radius_km: 80,
      average_delivery_days: 12,
      payment_methods: ["pix", "boleto"],
      portfolio_image_ids: [],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const supplier = (await response.json()) as { id: string };
  return { id: supplier.id, company_name, account };
}

/** A logged-in page of its own (another user at the same time), in a new browser context. */
export async function pageOf(browser: Browser, baseURL: string, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: "pt-BR", timezoneId: "America/Sao_Paulo" });
  const page = await context.newPage();
  await loginAs(page, email, password);
  return page;
}
