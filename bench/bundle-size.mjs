// Bundle size: builds the app, loads each public page in Chromium and sums the gzip size of
// every JavaScript and CSS file the page downloads before it is idle (docs/product/budgets.md#first-load budget:
// initial JavaScript ≤ 100 KB gzip; /login ≤ 90 KB, decision 056, so it keeps headroom).
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH, runBuild, startServer } from "./lib/server.mjs";

/** Initial JavaScript budget (KB gzip) of each page measured. */
const BUDGETS_JS_KB = { "/": 100, "/login": 90 };

export async function run() {
  console.log("bundle: building…");
  await runBuild();
  const server = await startServer({ port: 3190, env: { ALICERCE_DEMO: "0" } });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  let ok = true;
  try {
    console.log("\nbundle size (gzip), budget: initial JavaScript ≤ the page's budget");
    console.log("page      JS (KB)   budget   CSS (KB)   files   verdict");
    for (const [pagePath, budget] of Object.entries(BUDGETS_JS_KB)) {
      // A fresh context per page: no cache, no service worker, like a first visit.
      const context = await browser.newContext({ serviceWorkers: "block" });
      const page = await context.newPage();
      const files = new Map();
      // Every body is read before the context closes: a read still pending at close used to drop its
      // file from the sum, so a busy machine printed too little.
      const reads = [];
      page.on("response", (response) => {
        const type = response.request().resourceType();
        if (type !== "script" && type !== "stylesheet") return;
        reads.push(
          response.body().then(
            (body) => files.set(response.url(), { type, gzip: gzipSync(body, { level: 9 }).length }),
            () => {}, // redirects and aborted loads have no body
          ),
        );
      });
      await page.goto(server.url + pagePath, { waitUntil: "networkidle" });
      await Promise.all(reads);
      await context.close();
      const sum = (t) => [...files.values()].filter((f) => f.type === t).reduce((a, f) => a + f.gzip, 0) / 1024;
      const js = sum("script");
      const css = sum("stylesheet");
      const within = js <= budget;
      if (!within) ok = false;
      console.log(
        `${pagePath.padEnd(8)}  ${js.toFixed(1).padStart(7)}   ${String(budget).padStart(6)}   ${css.toFixed(1).padStart(8)}   ${String(files.size).padStart(5)}   ${within ? "within budget" : "OVER BUDGET"}`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return ok;
}
