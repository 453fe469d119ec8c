# syntax=docker/dockerfile:1
# The rental service image: the API (`npm start`) and the Temporal worker (`npm run worker`) run
# from the same image, compiled to dist/ by scripts/build.mjs (esbuild, a runtime dependency); the
# worker bundles the compiled workflows with the Temporal SDK's webpack at start.

FROM node:24-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# Production dependencies only; npm 11 runs the install scripts package.json "allowScripts" lists.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:24-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json package-lock.json tsconfig.json ./
COPY contract ./contract
COPY core ./core
COPY adapters ./adapters
COPY workflows ./workflows
COPY migrations ./migrations
COPY scripts/build.mjs ./scripts/build.mjs
RUN node scripts/build.mjs && mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# node:24-slim has no curl: ask Node itself.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node itself is PID 1 (what `npm start` runs, without npm in between): SIGTERM from `docker stop`
# reaches the process that drains HTTP and closes the pool (adapters/main/start.ts).
CMD ["node", "--import", "./dist/adapters/main/source-maps.js", "--max-semi-space-size=32", "--no-memory-reducer", "--heap-growing-percent=30", "--no-allocation-site-pretenuring", "dist/adapters/main/start.js"]
