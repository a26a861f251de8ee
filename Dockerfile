# AeroMarket on Node 24.21.0, the version the project pins. Build: docker build -t aeromarket .
# Run on the embedded defaults: docker run -p 3000:3000 -v aeromarket-data:/app/data -e SITE_URL=http://localhost:3000 aeromarket
# Oldest Docker supported: 20.10 (Debian 12's docker.io), with its classic builder or BuildKit.
# So no instruction here takes a flag newer than that (HEALTHCHECK's start-interval option needs
# Docker 25): tests/unit/docker-image.test.ts checks it, and that .dockerignore keeps
# everything `npm run build` reads.
FROM node:24.21.0-slim AS build-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
# npm install, not npm ci: see .ci/run (the lockfile cannot list every platform's optional binaries).
RUN npm install --no-audit --no-fund --ignore-scripts

# The embedded database's template depends on the migrations and the database packages
# alone: made here, it is made again only when they change, not at each change of the app.
FROM build-dependencies AS database-template
COPY drizzle ./drizzle
COPY scripts/database-template.ts ./scripts/
COPY app/server/db/database-template.server.ts ./app/server/db/
RUN npx tsx scripts/database-template.ts

FROM build-dependencies AS build
COPY --from=database-template /app/node_modules/.cache/aeromarket ./node_modules/.cache/aeromarket
COPY . .
RUN npm run build

FROM node:24.21.0-slim AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
# typescript and @types/* come along with --omit=dev (an optional peer of @react-router/node,
# marked "devOptional" in the lockfile); the server never loads them. sharp's native
# binaries are optional packages, so --omit=optional is not an option. The build fails
# here if sharp cannot load.
RUN npm install --no-audit --no-fund --omit=dev --ignore-scripts \
  && rm -rf node_modules/typescript node_modules/@types \
  && node -e "require('sharp')"

FROM node:24.21.0-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/data
COPY --from=dependencies /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json server.js ./
COPY server ./server
COPY drizzle ./drizzle
COPY public ./public
RUN mkdir -p /app/data && chown -R node:node /app/data
USER node
EXPOSE 3000
VOLUME ["/app/data"]
# Ready when the database answers (GET /readyz); the slim image has no curl, node has fetch.
# A first start on an empty volume takes about 5 s of CPU (README, "Health, start-up and shutdown").
# Every 10 s: without the start-interval option (Docker 25), the first probe comes one interval after start.
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`, { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# server.js handles SIGTERM itself (docker stop): requests in flight are answered, then it exits 0.
# server/pid1.sh is process 1, so a signal that comes before node has a handler is not lost.
CMD ["sh", "server/pid1.sh"]
