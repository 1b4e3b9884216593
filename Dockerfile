# The portal as one container image; any number of them can run behind a load balancer (README "Container").
#   docker build -t epd-portal .
# Three stages: dependencies, the build, and a runtime that holds only Next's standalone output
# (the server and the modules it traces), the static assets and public/, run by a non-root user.
# The reference upstream (upstream/) and its packages (devDependencies) never reach the runtime.

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
# PORTAL_GZIP=0: no in-process gzip (behind a compressing proxy); Next bakes it into server.js.
ARG PORTAL_GZIP=1
ENV PORTAL_GZIP=$PORTAL_GZIP
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# `output: 'standalone'` (next.config.mjs) writes .next/standalone; public/ may not exist yet.
RUN node node_modules/next/dist/bin/next build && mkdir -p public

FROM node:24-bookworm-slim AS runtime
WORKDIR /app
# The same PORTAL_GZIP at run time: the visitor HTML cache reads it there (Next's gzip is in server.js).
ARG PORTAL_GZIP=1
# HOSTNAME: Docker sets it to the container id, and server.js listens on it; 0.0.0.0 is every interface.
# NEXT_MANUAL_SIG_HANDLE: Next leaves SIGTERM to the portal, which drains first (lib/lifecycle/server/shutdown.ts).
# KEEP_ALIVE_TIMEOUT: idle keep-alive connections outlive a balancer's (60 s is usual), so the balancer,
# not the portal, closes them; Node's 5 s default resets requests sent as the portal closes (README).
ENV NODE_ENV=production \
    KEEP_ALIVE_TIMEOUT=65000 \
    PORTAL_GZIP=$PORTAL_GZIP \
    NEXT_TELEMETRY_DISABLED=1 \
    NEXT_MANUAL_SIG_HANDLE=true \
    HOSTNAME=0.0.0.0 \
    PORT=3000
# As Next documents for standalone output: the server, then the static assets and public/ beside it.
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/.next/static ./.next/static
COPY --from=build /app/public ./public
# The code stays root-owned and read-only; only Next's data cache is writable by the app.
RUN mkdir -p .next/cache && chown node:node .next/cache
USER node
EXPOSE 3000
STOPSIGNAL SIGTERM
# No curl in the slim image: Node's fetch asks the liveness endpoint.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
