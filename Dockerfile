# syntax=docker/dockerfile:1
# Alicerce's server and web app in one image (docs/deploying.md). Build: docker build -t alicerce .
# The same image runs the app processes (the default command) and the one-shot migration
# (`npm run db:migrate`); see compose.yaml.

# --- build: every dependency, the web bundle and the compiled server ---------------------------
FROM node:20-bookworm-slim AS build
WORKDIR /app
# The manifests first, so the dependency layer is reused while only the code changes.
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
# Builds the web app and compiles the server (apps/server/dist); the dependencies are left behind:
# the runtime installs its own, production only.
RUN npm run build \
  && test -f apps/server/dist/main.js \
  && test -f apps/web/dist/index.html \
  && rm -rf node_modules apps/*/node_modules packages/*/node_modules

# --- runtime: production dependencies and the build output, as an unprivileged user ------------
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    ALICERCE_DATA_DIR=/data
WORKDIR /app
# tini (Debian's) runs as PID 1: it forwards SIGTERM (docker stop) to node and reaps orphans, with
# or without `docker run --init` / compose's `init: true` (-s: it reaps as a subreaper under them).
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
# A fresh production install, cached until a manifest changes (npm still adds the optional peers
# better-auth names, such as vitest; dropping them would need --legacy-peer-deps, untested here).
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# The code and what the build made (apps/web/dist, apps/server/dist), without the build's node_modules.
COPY --from=build /app ./
# The data folder: the embedded database when no DATABASE_URL is set, and the local files and
# .eml outbox when neither S3_* nor SMTP_URL is. Owned by the image's `node` user (uid 1000).
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# /api/health answers while the process is alive (no database); the balancer uses /api/ready.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself under tini (not under npm), so SIGTERM reaches the server's graceful shutdown. Its
# data-folder lock is a flock held through util-linux's flock(1), part of this Debian base: another
# container on the same volume is refused, and a crashed server's lock dies with it (decision 094).
ENTRYPOINT ["/usr/bin/tini", "-s", "--"]
CMD ["node", "--max-semi-space-size=64", "--min-semi-space-size=64", "apps/server/dist/main.js"]
