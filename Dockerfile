# syntax=docker/dockerfile:1
# One image for the gateway and every service, chosen by argument:
#   docker run devshop              the gateway (the whole shop in one process when no *_GRPC_URL is set)
#   docker run devshop orders       one service (catalog, orders, payments, identity, notifications)
# Production runs bundled JavaScript (scripts/build-server.mjs) on production dependencies only:
# no tsx, no TypeScript, no compilers. The root filesystem can be read-only: the processes write
# under DATA_DIR (/data, a volume) and /tmp only.
ARG NODE_IMAGE=node:20-bookworm-slim
# The npm the lockfile is written with (package.json#allowScripts decides which install scripts run).
ARG NPM_VERSION=11.19.1

# Every workspace's package.json with the lock file: installs are cached until one of them changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY contracts/package.json contracts/
COPY platform/package.json platform/
COPY proto/package.json proto/
COPY services/catalog/package.json services/catalog/
COPY services/orders/package.json services/orders/
COPY services/payments/package.json services/payments/
COPY services/identity/package.json services/identity/
COPY services/notifications/package.json services/notifications/
COPY gateway/package.json gateway/
COPY web/package.json web/

# Compilers for native addons (better-sqlite3) when no prebuilt binary fits; never in the final image.
FROM ${NODE_IMAGE} AS toolchain
ARG NPM_VERSION
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/* \
  && npm install -g "npm@${NPM_VERSION}" --no-audit --no-fund
WORKDIR /app

# Everything, dev tools included: builds the SPA (vite) and the server bundles (esbuild).
FROM toolchain AS build
COPY --from=manifests /app ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx vite build web --logLevel warn && node scripts/build-server.mjs

# Production dependencies only: what the bundles load from node_modules (dist/externals.json).
FROM toolchain AS prod-deps
COPY --from=manifests /app ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
# tini is PID 1: it forwards SIGTERM to node (graceful shutdown) and reaps zombies.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /data \
  && chown node:node /data
WORKDIR /app
ENV NODE_ENV=production \
    DATA_DIR=/data \
    GRPC_HOST=0.0.0.0
# Owned by root and read-only for the `node` user that runs the processes.
COPY --from=prod-deps /app ./
COPY --from=build /app/dist ./dist
COPY --from=build /app/web/dist ./web/dist
VOLUME ["/data"]
USER node
# The gateway's HTTP port, the services' gRPC ports (catalog, orders, payments, identity, notifications), metrics.
EXPOSE 8080 50051 50052 50053 50054 50055 9464
ENTRYPOINT ["/usr/bin/tini", "--", "node", "--enable-source-maps", "dist/main.mjs"]
CMD ["gateway"]
