# AeroMarket on Node 24. Build: docker build -t aeromarket .
# Run on the embedded defaults: docker run -p 3000:3000 -v aeromarket-data:/app/data aeromarket
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm install, not npm ci: see .ci/run (the lockfile cannot list every platform's optional binaries).
RUN npm install --no-audit --no-fund --ignore-scripts
COPY . .
RUN npx react-router build

FROM node:24-slim AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund --omit=dev --ignore-scripts

FROM node:24-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/data
COPY --from=dependencies /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json server.js ./
COPY drizzle ./drizzle
COPY public ./public
RUN mkdir -p /app/data && chown -R node:node /app/data
USER node
EXPOSE 3000
VOLUME ["/app/data"]
CMD ["node", "server.js"]
