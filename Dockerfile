# Production image: builds the web app and runs the gateway as an unprivileged user.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY gateway/package.json gateway/
COPY web/package.json web/
RUN npm ci
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=4000 DATA_DIR=/app/data
# The allocator settings of scripts/lib/gateway-node-args.mjs (memory, docs/operations.md#memory).
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=32768
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 4000
# The port the server listens on (PORT, as a platform that sets it gets it), not a fixed 4000.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# node itself is PID 1 (exec), so `docker stop` (SIGTERM) reaches the server, not npm or sh. The flags are those of
# scripts/lib/gateway-node-args.mjs: the young generation is larger on PostgreSQL than on the embedded database.
CMD ["sh", "-c", "SEMI=4; [ -n \"$DATABASE_URL\" ] && SEMI=16; exec node --max-old-space-size=128 --max-semi-space-size=$SEMI --heap-growing-percent=200 gateway/dist/main.js"]
