# The production edge: nginx, unprivileged, with the API routing generated from the routing table.
FROM nginxinc/nginx-unprivileged:1.27-alpine
COPY infra/nginx/nginx.conf /etc/nginx/nginx.conf
COPY infra/nginx/api-routes.conf /etc/nginx/api-routes.conf
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD wget -q -O /dev/null http://127.0.0.1:8080/healthz || exit 1
