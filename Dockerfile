# Masar for people who deploy with containers (issue #21). `npm start` stays the way to run it on a machine;
# compose.yaml runs this image twice behind one port with PostgreSQL.
#
#   docker build -t masar .
#   docker run -p 3000:3000 -v masar-data:/data masar          # embedded PostgreSQL in the volume
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… masar  # your PostgreSQL

# Build: the web app (precompressed) and the API bundle, then only the production packages.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && node apps/api/scripts/build.mjs && npm prune --omit=dev --no-audit --no-fund

# Run: plain node on the compiled server, as an unprivileged user (the embedded PostgreSQL refuses root).
FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/packages/contract packages/contract
COPY --from=build /app/apps/api/package.json apps/api/
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]
