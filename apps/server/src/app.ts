import fs from "node:fs";
import path from "node:path";
import { randomBytes, randomUUID } from "node:crypto";
import type { Writable } from "node:stream";
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from "fastify";
import cookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { isAppRoute } from "@alicerce/shared/routes";
import type { AppDeps } from "./app-deps.ts";
import type { Config } from "./config.ts";
import { openDatabase, type DatabaseHandle } from "./db/client.ts";
import { decorateRequestUser, registerAuthenticated } from "./http/authenticated.ts";
import { registerErrorHandler } from "./http/error-handler.ts";
import { registerGenerationBumps } from "./http/touches.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { registerOriginGuard } from "./http/origin-guard.ts";
import { registerInputGuard } from "./http/input-guard.ts";
import { registerRateLimits } from "./http/rate-limits.ts";
import { closeAfterWork, registerDraining } from "./http/draining.ts";
import { createWorkInFlight, type WorkInFlight } from "./lib/work-in-flight.ts";
import { registerSlowRequestLog } from "./http/slow-requests.ts";
import { LOG_REDACTIONS, redactedRequestSerializer, redactUrl } from "./http/log-redactions.ts";
import { idempotencyPlugin } from "./http/idempotency.ts";
import { jobsPlugin } from "./jobs/plugin.ts";
import type { JobHandlers } from "./jobs/queue/worker.ts";
import { moduleJobs } from "./app-jobs.ts";
import { createMailer, type Mailer } from "./mail/mailer.ts";
import {
  authRoutes,
  confirmationEmailRoutes,
  createAuth,
  passwordHasher,
  type PasswordCost,
  createSessionReader,
  oncePerRequest,
  sessionUpdateAge,
} from "./modules/auth/index.ts";
import { systemRoutes } from "./modules/system/index.ts";
import { registerPixBoundary } from "./modules/pix/index.ts";
import { paymentRoutes, publicPaymentRoutes } from "./modules/payments/index.ts";
import { createThrottle } from "./throttle/index.ts";
import { MAX_FILE_BYTES } from "@alicerce/shared/file-rules";
import { fileRoutes } from "./modules/files/index.ts";
import { projectReviewSubject, projectRoutes } from "./modules/projects/index.ts";
import { investmentRoutes } from "./modules/investments/index.ts";
import { supplierRoutes } from "./modules/suppliers/index.ts";
import { quotationRoutes } from "./modules/quotations/index.ts";
import { invitationRoutes } from "./modules/invitations/index.ts";
import { adminRoutes } from "./modules/admin/index.ts";
import { contractRoutes } from "./modules/contracts/index.ts";
import { approvalRoutes, wireApprovalSubjects } from "./modules/approvals/index.ts";
import { learningRoutes } from "./modules/learning/index.ts";
import { portfolioRoutes } from "./modules/portfolio/index.ts";
import { distributionRoutes } from "./modules/distributions/index.ts";
import { quarterlyReportRoutes } from "./modules/quarterly-reports/index.ts";
import { questionRoutes } from "./modules/questions/index.ts";
import { diaryRoutes } from "./modules/diary/index.ts";
import { budgetRoutes } from "./modules/budget/index.ts";
import { accountRoutes, passkeyRoutes, passwordResetRoutes, twoFactorRoutes } from "./modules/account/index.ts";
import { privacyRoutes } from "./modules/privacy/index.ts";
import { notificationRoutes } from "./modules/notifications/index.ts";
import { signatureRoutes } from "./modules/signatures/index.ts";
import { createPdfSealer, type PdfSealer } from "./lib/pdf-seal.ts";
import { chatRoutes } from "./modules/chat/index.ts";
import {
  closeSocketsForRestart,
  openSignalBus,
  realtimeRoutes,
  REALTIME_MAX_FRAME_BYTES,
  type RealtimeHub,
  type SignalBus,
} from "./realtime/index.ts";
import { registerLiveChanges } from "./live/changes.ts";
import { wireRealtime } from "./app-realtime.ts";
import websocket from "@fastify/websocket";
import { onSocketError } from "./realtime/socket-errors.ts";
import { documentReviewSubject, documentRoutes, publicDocumentRoutes } from "./modules/documents/index.ts";
import { openStorage } from "./storage/open-storage.ts";
import type { Storage } from "./storage/storage.ts";
import multipart from "@fastify/multipart";
// Zod's built-in messages reach API clients too: pt-BR, like every message the schemas define.
import "@alicerce/shared/zod-pt-br";

/** The signing secret: from the environment, else generated once and kept in the data folder. */
function resolveSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  if (config.databaseUrl === "memory://") return randomBytes(32).toString("hex");
  const file = path.join(config.dataDir, "auth-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export type BuildOptions = {
  /** An already opened (and migrated) database; otherwise one is opened from the config. */
  database?: DatabaseHandle;
  /** Replaces the mailer the config describes (tests use one that fails on demand). */
  mailer?: Mailer;
  /** Replaces the clock of the date-driven rules (signature expiry and reminders) in tests. */
  now?: () => Date;
  /**
   * The argon2 cost of new password hashes. Only the test harness passes "test-minimum" (a hash in
   * microseconds); it is refused unless NODE_ENV=test, so no environment variable reaches it.
   */
  passwordCost?: PasswordCost;
  /** Told of every route as it is registered (the authorization matrix checks each has a row). */
  onRoute?: (route: RouteOptions) => void;
  /** Where the log lines go instead of stdout (tests read what a request left in the log). */
  logStream?: Writable;
  /** A signal bus the caller keeps (the tests publish on it and listen to it); else the app opens and closes its own. */
  signals?: SignalBus;
  /** Durable job handlers besides the modules' (tests queue kinds of their own: jobs/queue). */
  durableJobHandlers?: JobHandlers;
};

declare module "fastify" {
  interface FastifyInstance {
    /** The uploads' storage, for start-up work such as seeding the demo files. */
    storage: Storage;
    /** The signed PDFs' seal, for start-up work such as seeding the demo's signed contract. */
    sealer: PdfSealer;
    /** Handlers, jobs and deliveries still running; what the process closes waits for them (decision 081). */
    workInFlight: WorkInFlight;
    /** The realtime hub's seam: a module's channel registers here (decision 096). */
    realtime: Pick<RealtimeHub, "registerChannel">;
  }
}

/**
 * Builds the whole server without listening, so tests can `inject()` requests into it.
 * The database is migrated here; closing the app closes a database it opened itself.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  if (options.passwordCost === "test-minimum" && config.env !== "test") {
    throw new Error("O custo mínimo de hash de senha só pode ser usado nos testes (NODE_ENV=test).");
  }
  const app = Fastify({
    logger:
      config.logLevel === "silent"
        ? false
        : {
            level: config.logLevel,
            redact: LOG_REDACTIONS,
            serializers: { req: redactedRequestSerializer },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // While closing, http/draining.ts answers 503 itself, in the API's error shape.
    return503OnClosing: false,
    // Errors the router raises before any route runs (a malformed URL, a path segment longer
    // than maxParamLength) skip the error handler; answer them in the API's shape too.
    frameworkErrors: (err, _request, reply: FastifyReply) => {
      const message =
        err.code === "FST_ERR_MAX_PARAM_LENGTH" ? "O endereço pedido é longo demais." : "Endereço inválido.";
      return reply.status(400).send({ error: { code: "VALIDATION_ERROR", message } });
    },
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook("onRoute", options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const work = createWorkInFlight();
  app.decorate("workInFlight", work);
  // First: its preClose marks the start of a shutdown before any other runs.
  registerDraining(app, work);
  registerSlowRequestLog(app, config.slowRequestMs);
  app.addHook("onSend", (request, reply, _payload, done) => {
    reply.header("x-request-id", request.id);
    done();
  });

  const handle =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
      pipelinedConnections: config.databasePipelinedConnections,
    }));
  if (!options.database) {
    await handle.migrate();
    closeAfterWork(app, () => handle.close());
  }
  handle.log.useLogger(app.log);
  const db = handle.db;
  // The realtime signals between processes ride on the database, but the database layer knows
  // nothing of realtime: the bus is opened here, where the app is wired (decision 096).
  const signals = options.signals ?? openSignalBus(handle);
  if (!options.signals) closeAfterWork(app, () => signals.close());
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, "outbox"),
      log: app.log,
    });
  const secret = resolveSecret(config);
  const auth = createAuth({
    config,
    db,
    secret,
    passwords: passwordHasher(options.passwordCost),
    signals,
  });
  const throttle = createThrottle(db);
  const opened = await openStorage(config);
  closeAfterWork(app, () => opened.close());
  const storage = opened.storage;
  const sealer = createPdfSealer(config);
  // The seal certificate is read (or generated into the data folder) now, so a bad
  // SIGNING_CERT_P12 stops the start instead of the first completed signature. Without one, an
  // in-memory database (tests) makes a certificate per process on first use.
  if (config.signingCertificate || config.databaseUrl !== "memory://") await sealer.certificate();
  const generation = handle.generation;
  const readSession = oncePerRequest(
    createSessionReader({
      db,
      reads: handle.reads,
      config,
      secret,
      updateAgeSeconds: sessionUpdateAge(config),
      generation,
    }),
  );
  registerGenerationBumps(app, generation);
  // After the bumps: a tab that hears a change refetches from caches that have already moved.
  registerLiveChanges(app, signals);
  const deps: AppDeps = {
    config,
    db,
    reads: handle.reads,
    generation,
    signals,
    auth,
    mailer,
    throttle,
    storage,
    sealer,
    now: options.now ?? (() => new Date()),
    readSession,
    work,
  };
  const realtime = wireRealtime(app, deps);
  app.decorate("realtime", realtime);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    hsts: config.secureCookies,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  await registerRateLimits(app, config, readSession);
  await app.register(websocket, {
    options: { maxPayload: REALTIME_MAX_FRAME_BYTES },
    preClose: closeSocketsForRestart,
    errorHandler: onSocketError,
  });
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 10 } });
  await app.register(swagger, {
    openapi: {
      info: { title: "Alicerce API", version: "0.1.0", description: "API do Alicerce (pt-BR)." },
      components: {
        securitySchemes: { session: { type: "apiKey", in: "cookie", name: "alicerce.session_token" } },
      },
    },
    transform: jsonSchemaTransform,
  });
  registerErrorHandler(app);
  registerOriginGuard(app, config);
  registerInputGuard(app);
  app.decorate("storage", storage);
  app.decorate("sealer", sealer);
  await app.register(idempotencyPlugin, deps);
  await app.register(jobsPlugin, { ...deps, moduleJobs: moduleJobs(deps, options.durableJobHandlers) });

  decorateRequestUser(app);
  // Public routes: they read the session themselves when they need it.
  await app.register(authRoutes, deps);
  await app.register(systemRoutes, deps);
  await app.register(passwordResetRoutes, deps);
  await app.register(publicDocumentRoutes, deps);
  await app.register(publicPaymentRoutes, deps);
  // The sandbox PSP under /sandbox/psp/, only in sandbox mode (decision 102); its own OAuth2, no session.
  await registerPixBoundary(app, deps);
  // Everything else needs a signed-in user, available to handlers as `request.user`.
  await registerAuthenticated(app, readSession, async (scope) => {
    await scope.register(fileRoutes, deps);
    await scope.register(projectRoutes, deps);
    await scope.register(investmentRoutes, deps);
    await scope.register(supplierRoutes, deps);
    await scope.register(quotationRoutes, deps);
    await scope.register(invitationRoutes, deps);
    await scope.register(adminRoutes, deps);
    await scope.register(contractRoutes, deps);
    await scope.register(confirmationEmailRoutes, deps);
    // The queue decides; projects and documents apply the decision to their own rows.
    wireApprovalSubjects([projectReviewSubject, documentReviewSubject]);
    await scope.register(approvalRoutes, deps);
    await scope.register(learningRoutes, deps);
    await scope.register(portfolioRoutes, deps);
    await scope.register(distributionRoutes, deps);
    await scope.register(quarterlyReportRoutes, deps);
    await scope.register(questionRoutes, deps);
    await scope.register(diaryRoutes, deps);
    await scope.register(budgetRoutes, deps);
    await scope.register(accountRoutes, deps);
    await scope.register(twoFactorRoutes, deps);
    await scope.register(passkeyRoutes, deps);
    await scope.register(privacyRoutes, deps);
    await scope.register(notificationRoutes, deps);
    await scope.register(signatureRoutes, deps);
    await scope.register(chatRoutes, deps);
    await scope.register(realtimeRoutes, { ...deps, realtime });
    await scope.register(documentRoutes, deps);
    await scope.register(paymentRoutes, deps);
  });
  app.get("/api/docs", { schema: { hide: true } }, async () => app.swagger());

  if (config.webDistDir) {
    await registerSpa(app, config.webDistDir);
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({ error: { code: "NOT_FOUND", message: "Recurso não encontrado." } }),
    );
  }
  return app;
}

/**
 * Serves the built SPA, brotli or gzip as the browser accepts: hashed assets cached for a year,
 * the HTML shell and service worker always revalidated. Unknown paths get the shell (which renders "Page not found") with 404.
 */
async function registerSpa(app: FastifyInstance, distDir: string) {
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each file (apps/web/build/precompress.ts).
    preCompressed: true,
    setHeaders(reply, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header("cache-control", "public, max-age=31536000, immutable");
      } else {
        reply.header("cache-control", "no-cache");
      }
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    if (pathname.startsWith("/api/") || pathname === "/api" || request.method !== "GET") {
      request.log.warn({ path: redactUrl(pathname) }, "not found");
      return reply.status(404).send({ error: { code: "NOT_FOUND", message: "Recurso não encontrado." } });
    }
    const known = isAppRoute(pathname);
    if (!known) request.log.warn({ path: pathname }, "page not found");
    reply.header("cache-control", "no-cache");
    return reply.status(known ? 200 : 404).sendFile("index.html");
  });
}
