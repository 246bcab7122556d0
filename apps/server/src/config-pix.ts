import { randomBytes } from "node:crypto";
import path from "node:path";

/** Where Pix goes: the sandbox PSP mounted in this server, a real PSP, or nowhere yet (a server refuses to start). */
export type PixSettings = {
  mode: "sandbox" | "psp" | "unconfigured";
  /** The real PSP (mode "psp"); null otherwise (the sandbox's address is this server's own). */
  psp: {
    url: string;
    tokenUrl: string;
    clientId: string;
    clientSecret: string;
    certificate: { certPath: string; keyPath: string; caPath: string | null };
    /** Efí's Pix-out API base (decision 103). */
    pixOutUrl: string;
  } | null;
  /** The sandbox's OAuth2 client: PIX_CLIENT_ID / PIX_CLIENT_SECRET when given, else made up at start. */
  sandboxClient: { clientId: string; clientSecret: string };
  escrow: {
    pixKey: string;
    holderName: string;
    holderCnpj: string | null;
    city: string;
    /** The escrow account at its bank, which an imported statement must be of (decision 119); null: not set. */
    bankId: string | null;
    accountId: string | null;
  };
  /** The webhook URL's secret segment; made up at start with the sandbox when not given. */
  webhookSecret: string;
  pixOutProvider: "sandbox" | "efi";
  /** The reconciler's pass over `GET /pix` (decision 109): how often, and how far back each pass looks. */
  reconciler: { everyMinutes: number; windowHours: number };
};

/** The environment variables the PSP boundary reads, as config.ts parsed them. */
export type PixEnv = {
  DATABASE_URL?: string;
  PIX_PSP_URL?: string;
  PIX_TOKEN_URL?: string;
  PIX_CLIENT_ID?: string;
  PIX_CLIENT_SECRET?: string;
  PIX_CERT_PATH?: string;
  PIX_KEY_PATH?: string;
  PIX_CA_PATH?: string;
  PIX_ESCROW_KEY?: string;
  PIX_ESCROW_HOLDER_NAME?: string;
  PIX_ESCROW_HOLDER_CNPJ?: string;
  PIX_ESCROW_CITY?: string;
  PIX_ESCROW_BANK_ID?: string;
  PIX_ESCROW_ACCOUNT?: string;
  PIX_WEBHOOK_SECRET?: string;
  PIX_OUT_PROVIDER?: "sandbox" | "efi";
  PIX_OUT_URL?: string;
  PAYMENTS_SANDBOX?: boolean;
  PIX_RECONCILE_EVERY_MINUTES?: number;
  PIX_RECONCILE_WINDOW_HOURS?: number;
};

/** The escrow account the sandbox's statements (and the demo's) are of: bank 000 is no bank's code. */
export const SANDBOX_ESCROW_ACCOUNT = { bankId: "000", accountId: "00001-0" } as const;

/** What a real PSP needs before the first charge; each missing one is named at start. */
const PSP_REQUIRED = [
  "PIX_CLIENT_ID",
  "PIX_CLIENT_SECRET",
  "PIX_CERT_PATH",
  "PIX_KEY_PATH",
  "PIX_ESCROW_KEY",
  "PIX_ESCROW_HOLDER_NAME",
  "PIX_ESCROW_HOLDER_CNPJ",
  "PIX_ESCROW_CITY",
  "PIX_WEBHOOK_SECRET",
] as const;

/**
 * The sandbox is on with PAYMENTS_SANDBOX=1, or by default with no PSP on the embedded database (so
 * `npm start` works with no configuration); a PostgreSQL database with neither is "unconfigured", and
 * the server refuses to start (config.ts, assertPaymentsConfigured).
 */
export function pixSettings(e: PixEnv): { settings: PixSettings } | { problems: string[] } {
  const problems: string[] = [];
  if (e.PIX_PSP_URL && e.PAYMENTS_SANDBOX === true) {
    problems.push(
      "PAYMENTS_SANDBOX=1 com PIX_PSP_URL: escolha um, o PSP de testes ou o real " +
        "(choose either the sandbox PSP or a real one).",
    );
  }
  const mode: PixSettings["mode"] = e.PIX_PSP_URL
    ? "psp"
    : e.PAYMENTS_SANDBOX === true || (e.PAYMENTS_SANDBOX === undefined && !e.DATABASE_URL)
      ? "sandbox"
      : "unconfigured";
  if (mode === "psp") {
    const missing = PSP_REQUIRED.filter((name) => e[name] === undefined);
    if (missing.length > 0) {
      problems.push(
        `PSP incompleto: com PIX_PSP_URL defina também ${missing.join(", ")} (docs/deploying.md; ` +
          `a real PSP needs these too).`,
      );
    }
    if (e.PIX_OUT_PROVIDER === "sandbox") {
      problems.push(
        "PIX_OUT_PROVIDER=sandbox com um PSP real: os envios de Pix seriam de mentira; use efi " +
          "(the sandbox pays out nothing real).",
      );
    }
  } else if (e.PIX_OUT_PROVIDER === "efi") {
    problems.push("PIX_OUT_PROVIDER=efi precisa de PIX_PSP_URL e das credenciais da Efí (needs a real PSP).");
  }
  if (problems.length > 0) return { problems };
  const pspUrl = e.PIX_PSP_URL?.replace(/\/$/, "");
  return {
    settings: {
      mode,
      psp:
        mode === "psp" && pspUrl
          ? {
              url: pspUrl,
              tokenUrl: e.PIX_TOKEN_URL ?? `${pspUrl}/oauth/token`,
              clientId: e.PIX_CLIENT_ID!,
              clientSecret: e.PIX_CLIENT_SECRET!,
              certificate: {
                certPath: path.resolve(e.PIX_CERT_PATH!),
                keyPath: path.resolve(e.PIX_KEY_PATH!),
                caPath: e.PIX_CA_PATH ? path.resolve(e.PIX_CA_PATH) : null,
              },
              pixOutUrl: (e.PIX_OUT_URL ?? new URL(pspUrl).origin).replace(/\/$/, ""),
            }
          : null,
      sandboxClient: {
        clientId: e.PIX_CLIENT_ID ?? "alicerce-sandbox",
        clientSecret: e.PIX_CLIENT_SECRET ?? randomBytes(24).toString("hex"),
      },
      escrow: {
        pixKey: e.PIX_ESCROW_KEY ?? "custodia@sandbox.alicerce.dev",
        holderName: e.PIX_ESCROW_HOLDER_NAME ?? "Alicerce Custodia Sandbox",
        holderCnpj: e.PIX_ESCROW_HOLDER_CNPJ ?? null,
        city: e.PIX_ESCROW_CITY ?? "Sao Paulo",
        // The sandbox's statements name a made-up account; a real PSP's must be set to import one.
        bankId: e.PIX_ESCROW_BANK_ID ?? (mode === "psp" ? null : SANDBOX_ESCROW_ACCOUNT.bankId),
        accountId: e.PIX_ESCROW_ACCOUNT ?? (mode === "psp" ? null : SANDBOX_ESCROW_ACCOUNT.accountId),
      },
      webhookSecret: e.PIX_WEBHOOK_SECRET ?? randomBytes(32).toString("hex"),
      pixOutProvider: e.PIX_OUT_PROVIDER ?? (mode === "psp" ? "efi" : "sandbox"),
      reconciler: { everyMinutes: e.PIX_RECONCILE_EVERY_MINUTES ?? 5, windowHours: e.PIX_RECONCILE_WINDOW_HOURS ?? 24 },
    },
  };
}
