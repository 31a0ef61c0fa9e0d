# One image recipe for the four API services and the worker: `--build-arg SERVICE=public-api` (or
# employer-api, veteran-api, admin-api, worker). Built from the repository root (see docker-compose.yml).

# 1. Bundle the service (and the seed command) with the workspace's own esbuild.
FROM node:20-bookworm-slim AS build
WORKDIR /workspace
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY tsconfig.base.json nx.json ./
COPY libs ./libs
COPY apps ./apps
ARG SERVICE
RUN test -n "$SERVICE" || (echo "build with --build-arg SERVICE=<name>-api or SERVICE=worker" && exit 1)
RUN npx esbuild "apps/${SERVICE}/src/main.ts" libs/seed/src/seed-command.ts apps/admin-api/src/commands/create-admin.ts \
      --bundle --platform=node --target=node20 --packages=external --sourcemap \
      --outdir=dist --entry-names=[name]

# 2. Production dependencies only (native ones such as argon2 come prebuilt for this platform).
FROM node:20-bookworm-slim AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund --ignore-scripts

# 3. The runtime: no compiler, no dev dependencies, not root.
FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=dependencies /app/node_modules ./node_modules
COPY --from=build /workspace/dist ./
COPY package.json ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "--enable-source-maps", "main.js"]
