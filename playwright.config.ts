import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
// A fresh data folder per run: the server migrates and loads the demo accounts into it.
// Kept in the environment so the test workers (which load this file again) find the same folder,
// and can read the .eml files the server writes to its outbox there.
const dataDir = (process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `alicerce-e2e-${process.pid}-${Date.now()}`));

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  workers: 2,
  // No retries, on CI either: a test that passes only on its second try hides a race (decision 041).
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Room for a slow machine (a loaded 2-core run took 41 min instead of 23, and six tests ran out of
  // 30 s / 7 s while passing alone in a third of that): a wait is for the app to answer, not a budget.
  // Each expectation still waits at most 10 s (`expect` below); the test's limit only stops a hung
  // test. At 45 s, tests taking 34–40 s alone (dialogs' accessibility, the marketplace's filters)
  // were one slow CI machine away from failing while the app answered every step.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "npm run serve",
    url: `http://localhost:${PORT}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      ALICERCE_DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // Many logins from one address during the run; the throttling itself is tested in the API tests.
      LOGIN_MAX_FAILURES_PER_ADDRESS: "1000",
      // The demo accounts log in again in most tests, from parallel workers that keep their sessions.
      LOGIN_MAX_SUCCESSES_PER_ACCOUNT: "100000",
      LOGIN_MAX_SUCCESSES_PER_ADDRESS: "100000",
      SESSIONS_PER_ACCOUNT: "100000",
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: "1000",
      // Every browser of the run shares one address; the rate limits are tested in the API tests.
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: "1000000",
      RATE_LIMIT_PER_SESSION_PER_MINUTE: "1000000",
      RATE_LIMIT_EXPENSIVE_PER_MINUTE: "1000000",
      RATE_LIMIT_QUOTATIONS_PER_REQUESTER: "1000000",
      RATE_LIMIT_QUOTATIONS_PER_SUPPLIER: "1000000",
    },
  },
});
