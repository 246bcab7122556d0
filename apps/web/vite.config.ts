import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { precompress } from "./build/precompress.ts";
import { pureComponentWrappers } from "./build/pure-component-wrappers.ts";
import { serviceWorkerManifest } from "./build/service-worker-manifest.ts";

export default defineConfig({
  plugins: [pureComponentWrappers(), react(), tailwindcss(), serviceWorkerManifest(), precompress()],
  resolve: { alias: { "@": new URL("./src", import.meta.url).pathname } },
  server: {
    port: 5173,
    proxy: { "/api": { target: "http://localhost:3000", ws: true } },
  },
  build: { target: "es2022", sourcemap: false },
});
