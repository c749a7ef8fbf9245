# syntax=docker/dockerfile:1
# The Foyer server image. Stage 1 builds the packages from this repository and packs them as npm would
# publish them; stage 2 installs the packed @foyer/server alone (no sources, no dev dependencies) and runs it
# as the unprivileged `node` user. CI runs the same CMD and HEALTHCHECK from a packed install
# (examples/tests/packedServer.test.ts), since no container engine runs there.
#   docker build -t foyer-server .
#   docker compose up          (compose.yaml: this image + PostgreSQL)

FROM node:22-bookworm-slim AS build
WORKDIR /repo
COPY . .
RUN npm install --no-audit --no-fund \
 && npm run build \
 && mkdir /packs \
 && npm pack --pack-destination /packs -w @foyer/core -w @foyer/server

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    FOYER_ENV=production \
    FOYER_HOST=0.0.0.0 \
    FOYER_PORT=8787 \
    FOYER_WALLET_FRAME_PORT=8788 \
    FOYER_DATA_DIR=/data
WORKDIR /app
COPY --from=build /packs /tmp/packs
RUN echo '{ "name": "foyer-server-image", "private": true }' > package.json \
 && npm install --omit=dev --no-audit --no-fund /tmp/packs/foyer-core-*.tgz /tmp/packs/foyer-server-*.tgz \
 && rm -rf /tmp/packs /root/.npm \
 && mkdir -p /data && chown node:node /data
USER node
EXPOSE 8787 8788
VOLUME ["/data"]
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.FOYER_PORT || 8787) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The CLI as one bundle with its dependencies inside (made by `npm run build`; what the `foyer` bin runs too).
CMD ["node", "node_modules/@foyer/server/dist/bundle/cli.js", "serve"]
