# The production edge: nginx, unprivileged, serving the built shell and remotes, with the API
# routing and the page list generated from the routing and page tables. Built from the repository root.

# 1. Build the shell and the four remotes.
FROM node:20-bookworm-slim AS front-ends
WORKDIR /workspace
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY . .
RUN npx nx run-many -t build --projects=shell,public-portal,employer-portal,veteran-portal,admin-portal --skip-nx-cache

# 2. Serve them.
FROM nginxinc/nginx-unprivileged:1.27-alpine
COPY infra/nginx/nginx.conf /etc/nginx/nginx.conf
COPY infra/nginx/api-routes.conf /etc/nginx/api-routes.conf
COPY infra/nginx/remotes.json /usr/share/nginx/html/config/remotes.json
COPY --from=front-ends /workspace/dist/apps/shell /usr/share/nginx/html/shell
COPY --from=front-ends /workspace/dist/apps/public-portal /usr/share/nginx/html/remotes/public
COPY --from=front-ends /workspace/dist/apps/employer-portal /usr/share/nginx/html/remotes/employer
COPY --from=front-ends /workspace/dist/apps/veteran-portal /usr/share/nginx/html/remotes/veteran
COPY --from=front-ends /workspace/dist/apps/admin-portal /usr/share/nginx/html/remotes/admin
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD wget -q -O /dev/null http://127.0.0.1:8080/healthz || exit 1
