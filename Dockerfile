# syntax=docker/dockerfile:1
# CampusPath in one image: the API process serves the web build, the catalogue and /api
# (docs/operations.md). `npm start` stays the tested path; this image runs the same bundle.
#
#   docker build -t campuspath .
#   docker run -p 3000:3000 -v campuspath-var:/app/var campuspath          # SQLite in the volume
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… -e APP_SECRET=… campuspath
#
# Both Node images are Debian bookworm, so native modules (better-sqlite3, argon2) built in the
# full image run unchanged in the slim one.

# 1. Build: every dependency (dev included), then the web (Vite) and the API bundle (esbuild).
FROM node:20-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
# The lock is complete for every platform (decision 0001), so the image installs exactly it.
RUN npm ci --no-audit --no-fund
COPY . .
# The backup scripts are bundled beside server.js (the runtime has no tsx); env.ts finds the
# repository root from apps/api/dist, as it does for the server.
RUN npm run build \
  && npx esbuild apps/api/scripts/db-backup.ts apps/api/scripts/db-restore.ts --bundle --platform=node \
    --target=node20 --format=esm --packages=external --log-level=warning --outdir=apps/api/dist

# 2. Production dependencies of the API bundle only: the API's packages and the contract's
# (zod, date-fns, @date-fns/tz), which the bundle imports from node_modules.
FROM node:20-bookworm AS production-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
RUN npm ci --omit=dev --workspace=apps/api --workspace=packages/contract --no-audit --no-fund \
  && npm cache clean --force

# 3. Runtime: no compilers, no dev dependencies, no sources; runs as the unprivileged `node` user.
FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV HOST=0.0.0.0 \
    PORT=3000
COPY --from=production-deps /app/node_modules ./node_modules
# "type": "module" for the ESM bundle.
COPY apps/api/package.json apps/api/
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY data/catalog/*.json.gz ./data/catalog/
# var/ holds the SQLite database, uploaded documents and the email outbox: mount a volume there
# (in a multi-process deployment, UPLOADS_DIR must be shared storage; see deploy/).
RUN mkdir -p var/uploads var/outbox && chown -R node:node var
USER node
VOLUME ["/app/var"]
EXPOSE 3000
# Liveness with node itself (the slim image has no curl); readiness for a load balancer is /api/ready.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node as PID 1 receives SIGTERM directly: server.ts finishes in-flight requests and closes the database.
CMD ["node", "--max-old-space-size=256", "apps/api/dist/server.js"]
