import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { "@": new URL("./src", import.meta.url).pathname } },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    // One jsdom and one module graph per worker instead of per file: the environment and imports were
    // most of the project's time (docs/decisions/041-fast-tests.md). Files must not mock modules
    // (vi.mock would leak into the next file); toasts are read through src/test/toast-recorder.ts.
    isolate: false,
    // Every file runs in jsdom: a file that asked for another environment could not share a worker,
    // so Vitest stopped one and started two more (jsdom and imports again) around it.
    // A timeout catches a hang, not slowness (the benches measure speed): a form walked with user-event
    // takes 1–2 s alone and passed 5 s when the two shared cores also ran the browser tests.
    testTimeout: 15_000,
  },
});
