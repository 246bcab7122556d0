import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { pixSettings, type PixSettings } from "./config-pix.ts";

const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

/** An empty variable (`S3_BUCKET=` in a compose file) counts as unset. */
const optionalSetting = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

/**
 * Every setting Alicerce reads from the environment. A bad value stops start-up with a clear
 * message instead of failing later in some request.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    /** The address users reach Alicerce at; https here turns on Secure, __Host- cookies. */
    PUBLIC_URL: z.url().optional(),
    ALICERCE_DATA_DIR: z.string().default("./data"),
    /** A PostgreSQL server instead of the embedded PGlite database. */
    DATABASE_URL: z.string().startsWith("postgres").optional(),
    /**
     * Connections this process opens to that server. 25 serves 50 concurrent requests: a request
     * holds a connection only while its queries run (decision 025).
     */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(25),
    /**
     * Pipelined connections shared by every request for the hot reads (sessions, the project list;
     * decision 032), besides the pool. 0 sends those reads through the pool too.
     */
    DATABASE_PIPELINED_CONNECTIONS: z.coerce.number().int().min(0).max(64).default(2),
    /** The read caches (sessions, project list; decision 006). Off measures the uncached path (decision 025). */
    READ_CACHE: booleanFlag.default(true),
    /**
     * Signs session cookies. Generated once into the data folder when absent, except in production on
     * PostgreSQL, where it is required: every process must sign with the same one (decision 029).
     */
    BETTER_AUTH_SECRET: z.string().min(32).optional(),
    /** Apply pending migrations at start-up (under the migration lock); false = refuse to start with pending ones. */
    ALICERCE_MIGRATE_ON_START: booleanFlag.default(true),
    REQUIRE_EMAIL_VERIFICATION: booleanFlag.default(false),
    SMTP_URL: z.string().startsWith("smtp").optional(),
    MAIL_FROM: z.string().default("Alicerce <nao-responda@alicerce.dev>"),
    /** Load the demo accounts and data into an empty database. */
    ALICERCE_DEMO: booleanFlag.default(true),
    /** Trust X-Forwarded-* from a reverse proxy (needed for the client address behind one). */
    TRUST_PROXY: booleanFlag.default(false),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** Answers taking at least this long are logged at warn level, with their route (decision 075). */
    SLOW_REQUEST_MS: z.coerce.number().int().positive().default(2000),
    /** A session unused for this long ends. */
    SESSION_IDLE_TIMEOUT_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(7 * 24 * 3600),
    /** No session lives longer than this, however active. */
    SESSION_MAX_AGE_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(30 * 24 * 3600),
    /**
     * Failed logins before a pause: for one account from one address (the usual guessing limit),
     * from one address over all accounts, and for one account from everywhere (a much higher
     * ceiling, so nobody can lock the owner out from their own address with a few failures).
     */
    LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS: z.coerce.number().int().positive().default(5),
    LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(100),
    LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(20),
    LOGIN_THROTTLE_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 60),
    /**
     * Right-password logins per window, for one account and from one address (decision 089): each
     * makes a session and costs a password hash, so a flood of them is refused like a flood of
     * guesses. The address's budget is sized for many people behind one shared address.
     */
    LOGIN_MAX_SUCCESSES_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
    LOGIN_MAX_SUCCESSES_PER_ADDRESS: z.coerce.number().int().positive().default(100),
    /** Live sessions one account may hold; a new one past it ends the oldest (decision 089). */
    SESSIONS_PER_ACCOUNT: z.coerce.number().int().positive().default(10),
    /**
     * Password hashes (argon2id) running at once in one process, and how many more may wait; past
     * that a login or sign-up is answered 503 at once (decision 089). Half the cores by default,
     * so the other half keeps serving everyone else.
     */
    PASSWORD_HASHING_CONCURRENCY: z.coerce
      .number()
      .int()
      .positive()
      .default(Math.max(1, Math.floor(os.availableParallelism() / 2))),
    PASSWORD_HASHING_QUEUE: z.coerce.number().int().nonnegative().default(32),
    /**
     * Sign-up attempts from one address per hour that reach the e-mail and CPF look-ups: all of them
     * (sized for a carrier's shared address, a class or an office signing up together), and those
     * that find the e-mail or CPF taken (what an enumeration needs; kept as tight as before).
     * Decision 037, amended.
     */
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(100),
    REGISTRATION_CONFLICTS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(20),
    /**
     * API requests per minute: per live session, and per client address for anonymous requests
     * only (static files count against neither; docs/security.md gives the numbers).
     */
    RATE_LIMIT_PER_SESSION_PER_MINUTE: z.coerce.number().int().positive().default(600),
    RATE_LIMIT_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().positive().default(1200),
    /** Requests per minute on costly routes (uploads, quotation requests, anonymous reports). */
    RATE_LIMIT_EXPENSIVE_PER_MINUTE: z.coerce.number().int().positive().default(20),
    /**
     * Quotation requests to one supplier per minute: from one requester (so one person cannot use up
     * the supplier's budget), and from everyone together (a ceiling well above one requester's).
     */
    RATE_LIMIT_QUOTATIONS_PER_REQUESTER: z.coerce.number().int().positive().default(5),
    RATE_LIMIT_QUOTATIONS_PER_SUPPLIER: z.coerce.number().int().positive().default(100),
    /** Questions one person asks about one project's offer per 24 hours (decision 060): a flood stops here. */
    RATE_LIMIT_QUESTIONS_PER_PROJECT: z.coerce.number().int().positive().default(5),
    /** Tries before an e-mail is given up, and the wait after the first failure (doubling after each). */
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().positive().default(8),
    MAIL_RETRY_BASE_SECONDS: z.coerce.number().int().positive().default(30),
    /**
     * The largest file an e-mail carries as an attachment (the signed PDF of a completed signature);
     * a larger one is sent as a link to its download. 10 MB, under what common mail servers accept.
     */
    MAIL_ATTACHMENT_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(10 * 1024 * 1024),
    /**
     * Invitation e-mails (signature requests, team invitations) one account may send per day to
     * addresses other than its own, so the platform's sender is no relay (decision 036).
     */
    MAIL_RECIPIENTS_PER_DAY: z.coerce.number().int().positive().default(50),
    /** The most one user may keep stored in uploads, in megabytes. */
    UPLOAD_QUOTA_MB: z.coerce.number().int().positive().default(200),
    /** Background jobs (mail delivery, closing failed raises, clean-ups); tests turn them off and run them by hand. */
    ALICERCE_JOBS: booleanFlag.default(true),
    /** Realtime sockets: ping interval, and how often open sockets' sessions are checked (docs/api/chat.md). */
    REALTIME_HEARTBEAT_MS: z.coerce.number().int().positive().default(25_000),
    /**
     * Frames one realtime socket may send: sustained per second, and at once (a token bucket; over
     * it the socket is closed with 1008). The web client sends one ping per 25 s (decision 038).
     */
    REALTIME_FRAMES_PER_SECOND: z.coerce.number().int().positive().default(20),
    REALTIME_FRAME_BURST: z.coerce.number().int().positive().default(40),
    /** Realtime sockets one session may hold open on one process (one per tab); more are refused with 429. */
    REALTIME_SOCKETS_PER_SESSION: z.coerce.number().int().positive().default(5),
    /** Where the built SPA lives; absent in API-only tests. */
    WEB_DIST_DIR: z.string().optional(),
    /**
     * Uploaded files in an S3-compatible bucket instead of the data folder (decision 030): all four
     * of endpoint, bucket and keys, or none. The bucket must already exist.
     */
    S3_ENDPOINT: optionalSetting(
      z.url({ protocol: /^https?$/, error: "deve ser um endereço http(s), como https://s3.exemplo.com.br" }),
    ),
    S3_BUCKET: optionalSetting(z.string()),
    S3_ACCESS_KEY_ID: optionalSetting(z.string()),
    S3_SECRET_ACCESS_KEY: optionalSetting(z.string()),
    S3_REGION: z.string().min(1).default("us-east-1"),
    /** Bucket in the path rather than the host name, as MinIO-like servers expect; AWS accepts both. */
    S3_FORCE_PATH_STYLE: booleanFlag.default(true),
    /**
     * The certificate that seals signed PDFs (decision 034): the path of a PKCS#12 file (.p12/.pfx,
     * e.g. an ICP-Brasil A1 e-CNPJ) and its password. Unset: a self-signed certificate is generated
     * once into the data folder.
     */
    SIGNING_CERT_P12: optionalSetting(z.string()),
    /** May be empty (a file without a password); a compose file's `SIGNING_CERT_PASSWORD=` is that. */
    SIGNING_CERT_PASSWORD: z.string().optional(),
    /**
     * The PSP's API Pix v2 (decision 102): its base URL (the one `/cob/{txid}` hangs from), the OAuth2
     * token URL (default `{PIX_PSP_URL}/oauth/token`), the client credentials, and the client
     * certificate, key and CA for mTLS. Unset: the sandbox PSP, when the database allows it.
     */
    PIX_PSP_URL: optionalSetting(z.url({ protocol: /^https?$/, error: "deve ser um endereço http(s)" })),
    PIX_TOKEN_URL: optionalSetting(z.url({ protocol: /^https?$/, error: "deve ser um endereço http(s)" })),
    PIX_CLIENT_ID: optionalSetting(z.string()),
    PIX_CLIENT_SECRET: optionalSetting(z.string()),
    PIX_CERT_PATH: optionalSetting(z.string()),
    PIX_KEY_PATH: optionalSetting(z.string()),
    PIX_CA_PATH: optionalSetting(z.string()),
    /** The escrow account's Pix key, its holder's name and CNPJ, and the city the BR Code names. */
    PIX_ESCROW_KEY: optionalSetting(z.string().max(77)),
    PIX_ESCROW_HOLDER_NAME: optionalSetting(z.string()),
    PIX_ESCROW_HOLDER_CNPJ: optionalSetting(
      z.string().regex(/^\d{14}$/, "deve ter os 14 dígitos do CNPJ, sem pontuação"),
    ),
    PIX_ESCROW_CITY: optionalSetting(z.string()),
    /** The escrow account at its bank (COMPE code and account number), as its OFX statements name it. */
    PIX_ESCROW_BANK_ID: optionalSetting(z.string().regex(/^\d{1,4}$/, "deve ser o código do banco (COMPE), como 341")),
    PIX_ESCROW_ACCOUNT: optionalSetting(z.string().max(40)),
    /** The secret path segment of the webhook URL the PSP notifies (`/api/payments/pix/webhook/{secret}/pix`). */
    PIX_WEBHOOK_SECRET: optionalSetting(z.string().min(32, "deve ter ao menos 32 caracteres (openssl rand -hex 32)")),
    /** Who pays out by Pix (decision 103); sandbox with the sandbox PSP, efi with a real one. */
    PIX_OUT_PROVIDER: optionalSetting(z.enum(["sandbox", "efi"])),
    /** Efí's Pix-out API, when it is not at the origin of PIX_PSP_URL. */
    PIX_OUT_URL: optionalSetting(z.url({ protocol: /^https?$/, error: "deve ser um endereço http(s)" })),
    /** The sandbox PSP on a PostgreSQL database too (decision 102): nobody pays anything real. */
    PAYMENTS_SANDBOX: optionalSetting(booleanFlag),
    /**
     * The reconciler (decision 109): every how many minutes it lists the Pix received (`GET /pix`), and
     * how many hours back each pass looks; a notification the PSP never delivered is found by the next pass.
     */
    PIX_RECONCILE_EVERY_MINUTES: optionalSetting(z.coerce.number().int().min(1).max(1440)),
    PIX_RECONCILE_WINDOW_HOURS: optionalSetting(z.coerce.number().int().min(1).max(720)),
  })
  .superRefine((e, ctx) => {
    if (e.SIGNING_CERT_P12 !== undefined && !isFile(e.SIGNING_CERT_P12)) {
      ctx.addIssue({
        code: "custom",
        path: ["SIGNING_CERT_P12"],
        message:
          `arquivo não encontrado: ${e.SIGNING_CERT_P12} (o caminho de um certificado .p12 ou .pfx; ` +
          `the path of a .p12 or .pfx certificate file).`,
      });
    }
    if (e.SIGNING_CERT_PASSWORD && e.SIGNING_CERT_P12 === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["SIGNING_CERT_PASSWORD"],
        message:
          "só vale com SIGNING_CERT_P12, o caminho do certificado .p12 ou .pfx que ela abre " +
          "(only meaningful with SIGNING_CERT_P12).",
      });
    }
    for (const name of ["PIX_CERT_PATH", "PIX_KEY_PATH", "PIX_CA_PATH"] as const) {
      const file = e[name];
      if (file !== undefined && !isFile(file)) {
        ctx.addIssue({
          code: "custom",
          path: [name],
          message: `arquivo não encontrado: ${file} (um arquivo PEM; a PEM file).`,
        });
      }
    }
    // A secret generated into one process's data folder would not sign the sessions the others read.
    if (e.NODE_ENV === "production" && e.DATABASE_URL && !e.BETTER_AUTH_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["BETTER_AUTH_SECRET"],
        message:
          "obrigatória em produção com DATABASE_URL: todos os processos precisam do mesmo segredo " +
          "(gere um com: openssl rand -hex 32).",
      });
    }
  });

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

const S3_REQUIRED = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  publicUrl: string;
  secureCookies: boolean;
  dataDir: string;
  /** null = embedded PGlite in dataDir/db; "memory://" = in-memory PGlite (tests). */
  databaseUrl: string | null;
  databasePoolSize: number;
  databasePipelinedConnections: number;
  migrateOnStart: boolean;
  readCache: boolean;
  authSecret: string | null;
  requireEmailVerification: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  demo: boolean;
  trustProxy: boolean;
  logLevel: string;
  slowRequestMs: number;
  session: { idleTimeoutSeconds: number; maxAgeSeconds: number; maxPerAccount: number };
  passwordHashing: { concurrency: number; queue: number };
  throttle: {
    maxFailuresPerAccountAndAddress: number;
    maxFailuresPerAccount: number;
    maxFailuresPerAddress: number;
    maxSuccessesPerAccount: number;
    maxSuccessesPerAddress: number;
    windowSeconds: number;
    registrationsPerAddressPerHour: number;
    registrationConflictsPerAddressPerHour: number;
  };
  rateLimit: {
    perSessionPerMinute: number;
    perAddressPerMinute: number;
    expensivePerMinute: number;
    quotationsPerRequesterAndSupplierPerMinute: number;
    quotationsPerSupplierPerMinute: number;
    questionsPerPersonAndProjectPerDay: number;
  };
  mail: { maxAttempts: number; retryBaseSeconds: number; attachmentMaxBytes: number; recipientsPerDay: number };
  uploadQuotaBytes: number;
  jobs: boolean;
  realtimeHeartbeatMs: number;
  realtime: { framesPerSecond: number; frameBurst: number; socketsPerSession: number };
  webDistDir: string | null;
  /** null = uploaded files in dataDir/files. */
  s3: S3Settings | null;
  /** The seal's PKCS#12 file and password; null = a self-signed certificate in the data folder (decision 034). */
  signingCertificate: { p12Path: string; password: string } | null;
  /** The PSP boundary (decisions 102 and 103). */
  pix: PixSettings;
};

/** An S3-compatible bucket for uploaded files (decision 030). */
export type S3Settings = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (`endpoint/bucket/key`), as MinIO-like servers expect, instead of in the host name. */
  forcePathStyle: boolean;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Configuração inválida no ambiente:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const s3Given = S3_REQUIRED.filter((name) => e[name] !== undefined);
  if (s3Given.length > 0 && s3Given.length < S3_REQUIRED.length) {
    const missing = S3_REQUIRED.filter((name) => e[name] === undefined);
    throw new ConfigError(
      `Configuração inválida no ambiente:\n  Armazenamento S3 incompleto: defina também ${missing.join(", ")} ` +
        `(ou nenhuma das variáveis ${S3_REQUIRED.join(", ")} para guardar os arquivos na pasta de dados).`,
    );
  }
  const pix = pixSettings(e);
  if ("problems" in pix) {
    throw new ConfigError(`Configuração inválida no ambiente:\n${pix.problems.map((p) => `  ${p}`).join("\n")}`);
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    secureCookies: publicUrl.startsWith("https://"),
    dataDir: path.resolve(e.ALICERCE_DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databasePipelinedConnections: e.DATABASE_PIPELINED_CONNECTIONS,
    migrateOnStart: e.ALICERCE_MIGRATE_ON_START,
    readCache: e.READ_CACHE,
    authSecret: e.BETTER_AUTH_SECRET ?? null,
    requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    demo: e.ALICERCE_DEMO,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    slowRequestMs: e.SLOW_REQUEST_MS,
    session: {
      idleTimeoutSeconds: e.SESSION_IDLE_TIMEOUT_SECONDS,
      maxAgeSeconds: e.SESSION_MAX_AGE_SECONDS,
      maxPerAccount: e.SESSIONS_PER_ACCOUNT,
    },
    passwordHashing: { concurrency: e.PASSWORD_HASHING_CONCURRENCY, queue: e.PASSWORD_HASHING_QUEUE },
    throttle: {
      maxFailuresPerAccountAndAddress: e.LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
      maxFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
      maxSuccessesPerAccount: e.LOGIN_MAX_SUCCESSES_PER_ACCOUNT,
      maxSuccessesPerAddress: e.LOGIN_MAX_SUCCESSES_PER_ADDRESS,
      windowSeconds: e.LOGIN_THROTTLE_WINDOW_SECONDS,
      registrationsPerAddressPerHour: e.REGISTRATIONS_PER_ADDRESS_PER_HOUR,
      registrationConflictsPerAddressPerHour: e.REGISTRATION_CONFLICTS_PER_ADDRESS_PER_HOUR,
    },
    rateLimit: {
      perSessionPerMinute: e.RATE_LIMIT_PER_SESSION_PER_MINUTE,
      perAddressPerMinute: e.RATE_LIMIT_PER_ADDRESS_PER_MINUTE,
      expensivePerMinute: e.RATE_LIMIT_EXPENSIVE_PER_MINUTE,
      quotationsPerRequesterAndSupplierPerMinute: e.RATE_LIMIT_QUOTATIONS_PER_REQUESTER,
      quotationsPerSupplierPerMinute: e.RATE_LIMIT_QUOTATIONS_PER_SUPPLIER,
      questionsPerPersonAndProjectPerDay: e.RATE_LIMIT_QUESTIONS_PER_PROJECT,
    },
    mail: {
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
      retryBaseSeconds: e.MAIL_RETRY_BASE_SECONDS,
      attachmentMaxBytes: e.MAIL_ATTACHMENT_MAX_BYTES,
      recipientsPerDay: e.MAIL_RECIPIENTS_PER_DAY,
    },
    uploadQuotaBytes: e.UPLOAD_QUOTA_MB * 1024 * 1024,
    jobs: e.ALICERCE_JOBS,
    realtimeHeartbeatMs: e.REALTIME_HEARTBEAT_MS,
    realtime: {
      framesPerSecond: e.REALTIME_FRAMES_PER_SECOND,
      frameBurst: e.REALTIME_FRAME_BURST,
      socketsPerSession: e.REALTIME_SOCKETS_PER_SESSION,
    },
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : null,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : null,
    signingCertificate: e.SIGNING_CERT_P12
      ? { p12Path: path.resolve(e.SIGNING_CERT_P12), password: e.SIGNING_CERT_PASSWORD ?? "" }
      : null,
    pix: pix.settings,
  };
}

export type { PixSettings } from "./config-pix.ts";

/**
 * A server (not the command-line tools, which move no money) refuses to start on PostgreSQL with
 * neither a PSP nor PAYMENTS_SANDBOX=1: a production database must never quietly get a pretend PSP
 * (decision 102).
 */
export function assertPaymentsConfigured(config: Config): void {
  if (config.pix.mode !== "unconfigured") return;
  throw new ConfigError(
    "Configuração inválida no ambiente:\n  Pagamentos sem PSP: com DATABASE_URL defina PIX_PSP_URL e as credenciais do PSP " +
      "(docs/deploying.md), ou PAYMENTS_SANDBOX=1 para usar o PSP de testes, em que nenhum dinheiro real é movimentado " +
      "(payments need a PSP: set PIX_PSP_URL, or PAYMENTS_SANDBOX=1 for the sandbox PSP).",
  );
}
