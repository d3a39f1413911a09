# One image for the API and the worker; the command picks which (see compose.yaml).
#   docker build -t crm .
#   docker run crm                                  # API (node apps/api/dist/main.js)
#   docker run crm node apps/worker/dist/main.js    # worker
ARG NODE_IMAGE=node:20.20-bookworm-slim

FROM ${NODE_IMAGE} AS base
ENV CI=true
RUN npm install -g pnpm@10.34.9
WORKDIR /app

# Every dependency into pnpm's store, keyed on the lockfile alone: cached until it changes.
FROM base AS deps
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch

# Compile every package to dist/ (tsc); the test files are not emitted.
FROM deps AS build
COPY . .
RUN pnpm install --frozen-lockfile --offline && pnpm build

# The same workspace with production dependencies only (no TypeScript, vitest, eslint, turbo)
# and without the sources: what runs is dist/.
FROM build AS pruned
RUN rm -rf node_modules apps/*/node_modules packages/*/node_modules tooling/*/node_modules \
  && pnpm install --frozen-lockfile --offline --prod \
  && rm -rf apps/*/src apps/*/test apps/*/bench packages/*/src packages/*/test packages/*/bench \
     apps/*/tsconfig*.json packages/*/tsconfig*.json

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    START_WORKER=false
WORKDIR /app
COPY --from=pruned --chown=node:node /app /app
# Only the embedded default writes here (no MONGODB_URI); production points MONGODB_URI at a replica set.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# SIGTERM drains HTTP (and stops the worker's running jobs) within SHUTDOWN_TIMEOUT_MS.
STOPSIGNAL SIGTERM
CMD ["node", "apps/api/dist/main.js"]
