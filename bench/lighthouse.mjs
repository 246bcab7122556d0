// Lighthouse: audits `/` and `/login` of the built app in Debian's Chromium with Lighthouse's
// default (mobile) settings and prints the scores against docs/product/budgets.md#lighthouse: performance ≥ 95,
// accessibility 100, best practices 100. Each failed audit of the last two is listed, so a
// regression names its cause. Scores vary by machine load: reported, not a CI gate.
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM_ARGS, CHROMIUM_PATH, runBuild, startServer } from "./lib/server.mjs";

const PAGES = ["/", "/login"];
const BUDGET = { performance: 95, accessibility: 100, "best-practices": 100 };

function failedAudits(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative")
    .map((audit) => `    - ${categoryId}: ${audit.id} (${audit.title})`);
}

export async function run() {
  console.log("lighthouse: building…");
  await runBuild();
  const server = await startServer({ port: 3193, env: { ALICERCE_DEMO: "0" } });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS.filter((flag) => flag !== "--headless").concat("--headless=new"),
  });
  try {
    console.log("\nlighthouse (mobile), budget: performance ≥ 95, accessibility 100, best practices 100");
    console.log("page      perf   a11y   best   verdict");
    for (const pagePath of PAGES) {
      const result = await lighthouse(server.url + pagePath, {
        port: chrome.port,
        logLevel: "error",
        output: "json",
        onlyCategories: Object.keys(BUDGET),
      });
      const lhr = result.lhr;
      const scores = Object.fromEntries(
        Object.keys(BUDGET).map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]),
      );
      const within = Object.entries(BUDGET).every(([id, min]) => scores[id] >= min);
      console.log(
        `${pagePath.padEnd(8)}  ${String(scores.performance).padStart(4)}   ${String(scores.accessibility).padStart(4)}   ${String(scores["best-practices"]).padStart(4)}   ${within ? "within budget" : "BELOW BUDGET"}`,
      );
      const failures = [...failedAudits(lhr, "accessibility"), ...failedAudits(lhr, "best-practices")];
      if (failures.length) console.log(failures.join("\n"));
      const metrics = [
        "first-contentful-paint",
        "largest-contentful-paint",
        "total-blocking-time",
        "cumulative-layout-shift",
      ]
        .map((id) => `${id.replace(/-/g, " ")} ${lhr.audits[id].displayValue}`)
        .join(", ");
      console.log(`    ${metrics}`);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  return true;
}
