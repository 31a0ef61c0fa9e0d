# One remote on its own: `--build-arg PORTAL=employer` (or public, veteran, admin) builds that
# portal alone and serves it under /remotes/<portal>/ with the production edge's nginx config
# (same security headers, precompressed files and cache rules). Each remote image gets its own
# version tag, so a remote ships and rolls back without the shell or the other portals
# (docs/deploy.md). Built from the repository root.

# 1. Build the one remote.
FROM node:20-bookworm-slim AS build
WORKDIR /workspace
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY . .
ARG PORTAL
RUN test -n "$PORTAL" || (echo "build with --build-arg PORTAL=<public|employer|veteran|admin>" && exit 1)
RUN npx nx run "${PORTAL}-portal:build" --skip-nx-cache
# What is deployed, readable at /remotes/<portal>/version.json: `--build-arg VERSION=0.2.0`, the image's tag.
ARG VERSION=0.0.0-unversioned
RUN printf '{"portal":"%s","version":"%s"}\n' "$PORTAL" "$VERSION" > "dist/apps/${PORTAL}-portal/version.json"

# 2. Serve it.
FROM nginxinc/nginx-unprivileged:1.27-alpine
ARG PORTAL
COPY infra/nginx/nginx.conf /etc/nginx/nginx.conf
COPY infra/nginx/api-routes.conf /etc/nginx/api-routes.conf
COPY --from=build /workspace/dist/apps/${PORTAL}-portal /usr/share/nginx/html/remotes/${PORTAL}
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD wget -q -O /dev/null http://127.0.0.1:8080/healthz || exit 1
