// Renders the demo projects' gallery images (JPEG) with Chromium, so the seed needs no network.
// Run once: node apps/server/scripts/generate-seed-images.mjs (output: src/seed/images/*.jpg).
import path from "node:path";
import { chromium } from "@playwright/test";

const out = path.resolve(import.meta.dirname, "../src/seed/images");
const palettes = [
  ["#0f2a4a", "#f4b43c", "#dbeafe", "#93c5fd"],
  ["#1f3b2c", "#f59e0b", "#dcfce7", "#86efac"],
  ["#3b1f2b", "#fbbf24", "#fce7f3", "#f9a8d4"],
  ["#1e293b", "#38bdf8", "#e0f2fe", "#7dd3fc"],
  ["#2d1b0e", "#fb923c", "#ffedd5", "#fdba74"],
  ["#172554", "#a3e635", "#ecfccb", "#bef264"],
  ["#312e81", "#f472b6", "#e0e7ff", "#a5b4fc"],
  ["#134e4a", "#facc15", "#ccfbf1", "#5eead4"],
];

function scene([dark, accent, sky, light], seed) {
  let r = seed * 9301 + 49297;
  const rand = () => (r = (r * 9301 + 49297) % 233280) / 233280;
  const buildings = [];
  let x = 20;
  while (x < 940) {
    const w = 70 + rand() * 90;
    const h = 180 + rand() * 300;
    const y = 560 - h;
    buildings.push(
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${dark}" opacity="${0.75 + rand() * 0.25}"/>`,
    );
    for (let wy = y + 20; wy < 540; wy += 34) {
      for (let wx = x + 12; wx < x + w - 20; wx += 26) {
        if (rand() > 0.35)
          buildings.push(
            `<rect x="${wx}" y="${wy}" width="14" height="18" rx="2" fill="${accent}" opacity="${0.5 + rand() * 0.5}"/>`,
          );
      }
    }
    x += w + 8 + rand() * 20;
  }
  const crane =
    seed % 2 === 0
      ? `<g stroke="${accent}" stroke-width="6" fill="none"><path d="M760 560V140M700 150h230M760 150l-60 40M880 150v120"/></g><rect x="868" y="270" width="24" height="20" fill="${accent}"/>`
      : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640" viewBox="0 0 960 640">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${sky}"/></linearGradient></defs>
    <rect width="960" height="640" fill="url(#s)"/>
    <circle cx="${150 + seed * 90}" cy="${120 + (seed % 3) * 20}" r="60" fill="${accent}" opacity="0.55"/>
    ${crane}${buildings.join("")}
    <rect y="560" width="960" height="80" fill="${dark}"/><rect y="556" width="960" height="8" fill="${accent}"/>
  </svg>`;
}

const browser = await chromium.launch({
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
});
const page = await browser.newPage({ viewport: { width: 960, height: 640 } });
for (const [i, palette] of palettes.entries()) {
  await page.setContent(`<body style="margin:0">${scene(palette, i + 1)}</body>`);
  await page.screenshot({ path: path.join(out, `project-${i + 1}.jpg`), type: "jpeg", quality: 70 });
}
await browser.close();
console.log(`wrote ${palettes.length} images to ${out}`);
