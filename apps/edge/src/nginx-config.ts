import {
  messages,
  pageTable,
  pathPatternSource,
  renderedPagePatternSource,
  renderedPageTable,
  renderedStylesTagStart,
  routesInMatchOrder,
  services,
  type Route,
  type ServiceName,
} from '@jobboard/contracts';
import { compressibleExtensions } from './content-encoding';
import { refusedPathSequences } from './request-path';
import { productionSecurityHeaders, securityHeaders, type PolicyOptions } from './security-headers';

/** The nginx upstream block name of a service (`public-api` -> `public_api`). */
export const nginxUpstreamName = (service: ServiceName) => service.replace(/-/g, '_');

/** The key the map matches: method, one space, then the path (`GET /api/jobs`). */
export const nginxMapPattern = (route: Route) => {
  // HEAD is answered by the GET route, as Express and the dev edge do.
  const method = route.method === 'GET' ? '(GET|HEAD)' : route.method;
  return `^${method} ${pathPatternSource(route.path).slice(1)}`;
};

export const nginxApiRoutesFile = 'infra/nginx/api-routes.conf';
export const nginxConfigFile = 'infra/nginx/nginx.conf';

export interface NginxRoutesOptions {
  /** Where each service listens; by default its compose name on port 3000. */
  upstreamServers?: Partial<Record<ServiceName, string>>;
}

/**
 * The production edge's routing, generated from the one routing table: an upstream per
 * service, a map from "METHOD path" to the upstream that owns it, and the page table's paths. nginx tries regular
 * expressions of a map in the order written, so rows are written in the table's match order
 * (a literal segment before a parameter), exactly as the dev edge and Express match them.
 */
export const renderNginxApiRoutes = ({ upstreamServers = {} }: NginxRoutesOptions = {}) => {
  const upstreams = services.map(
    (service) =>
      `upstream ${nginxUpstreamName(service)} {\n    server ${upstreamServers[service] ?? `${service}:3000`};\n    keepalive 16;\n}`,
  );
  const rows = routesInMatchOrder().map((route) => `    "~${nginxMapPattern(route)}" ${nginxUpstreamName(route.service)};`);
  // Page paths of the page table: the shell answers them with 200, anything else with 404.
  const pages = pageTable.map((page) => `    "~${pathPatternSource(page.path)}" 1;`);
  return [
    '# Generated from the routing table (libs/contracts/src/routes.ts) by `npx nx run edge:nginx-config`.',
    '# Do not edit: a test fails when this file and the table drift apart.',
    '',
    ...upstreams,
    '',
    'map "$request_method $uri" $api_upstream {',
    '    default "";',
    ...rows,
    '}',
    '',
    'map $uri $shell_page {',
    '    default 0;',
    ...pages,
    '}',
    '',
  ].join('\n');
};

export interface NginxConfigOptions {
  /** `listen` of the one server (default 8080; tests use `127.0.0.1:<port>`). */
  listen?: string;
  /** Holds `shell/`, `remotes/<portal>/` and `config/remotes.json`. */
  htmlRoot?: string;
  /** The rendered api-routes.conf. */
  apiRoutesPath?: string;
  mimeTypesPath?: string;
  /** Writable by the unprivileged nginx user: pid file and temporary files. */
  runtimeDir?: string;
  errorLog?: string;
  accessLog?: string;
  /** Runs in the foreground (tests); the image's entrypoint already says so. */
  foreground?: boolean;
  /** Origins other than ours that serve a remote (when remotes.json points a remote at a CDN). */
  remoteOrigins?: readonly string[];
}

/** A string as nginx reads it between double quotes. */
const quoted = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
const regexEscaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/** nginx's variable for one random id per request: 128 bits, fit to be a CSP nonce. */
const nonceVariable = '$request_id';

/** `add_header` lines for the security headers; `always`, so error answers carry them too. */
const securityHeaderLines = (indent: string, options: PolicyOptions) =>
  Object.entries({ ...securityHeaders(options), ...productionSecurityHeaders }).map(([name, value]) => `${indent}add_header ${name} ${quoted(value)} always;`);

/** The type each compressible extension is served with, also for its `.br` sibling. */
const textTypes: Record<(typeof compressibleExtensions)[number], string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Built files under a root: the precompressed sibling the browser accepts (`.br` by the map
 * below; `.gz` by gzip_static), else the file. nginx takes a type from the last extension only,
 * so each text extension gets a block that serves `x.js` and `x.js.br` with the type of `.js`.
 */
const staticFileBlock = (indent: string, policy: PolicyOptions) => {
  const inner = indent + '    ';
  const common = (at: string) => [
    ...securityHeaderLines(at, policy),
    `${at}add_header Cache-Control $static_cache_control always;`,
  ];
  const perType = compressibleExtensions.map((extension) => [
    `${indent}location ~ "${regexEscaped(extension)}$" {`,
    `${inner}types { }`,
    `${inner}default_type ${quoted(textTypes[extension])};`,
    `${inner}gzip_static on;`,
    `${inner}gzip_vary on;`,
    `${inner}try_files $uri$brotli_suffix $uri =404;`,
    ...common(inner),
    `${inner}add_header Content-Encoding $served_encoding;`,
    `${inner}add_header Vary $brotli_vary;`,
    `${indent}}`,
  ]);
  return [...common(indent), `${indent}try_files $uri =404;`, ...perType.flat()];
};

/** The shell's page, with the nonce styled-components reads (`<meta property="csp-nonce">`). */
const shellPageLines = (indent: string, policy: PolicyOptions) => [
  ...securityHeaderLines(indent, { ...policy, nonce: nonceVariable }),
  // Never stored: a cached copy would carry a nonce that no longer matches its policy.
  `${indent}add_header Cache-Control "no-store" always;`,
  `${indent}sub_filter '<head>' '<head><meta property="csp-nonce" nonce="${nonceVariable}">';`,
  // A server-rendered page's styles (one tag): only a tag can hold this text, text has `<` escaped.
  `${indent}sub_filter '${renderedStylesTagStart}' '${renderedStylesTagStart} nonce="${nonceVariable}"';`,
  `${indent}sub_filter_once on;`,
];

/** The headers a service sets that the edge sets itself on the documents it forwards (and, on pages, Cache-Control). */
const edgeOwnedHeaders = Object.keys({ ...securityHeaders(), ...productionSecurityHeaders });

/**
 * The documents services render (`renderedPageTable`): a location per row, forwarded like an API
 * call (GET and HEAD only), with the edge's headers in place of the service's. An HTML page (a
 * job's page: the shell's page with the job's head tags) gets the shell page's nonce, asked for
 * uncompressed so sub_filter can place it.
 */
const renderedPageLocations = (indent: string, policy: PolicyOptions) =>
  renderedPageTable.flatMap((page) => {
    const inner = indent + '    ';
    const html = page.kind === 'html';
    return [
      `${indent}location ~ ${quoted(renderedPagePatternSource(page.path))} {`,
      `${inner}if ($request_method !~ ^(GET|HEAD)$) {`,
      `${inner}    return 405;`,
      `${inner}}`,
      `${inner}rewrite ^ $uri break;`,
      `${inner}proxy_pass http://${nginxUpstreamName(page.service)};`,
      `${inner}proxy_http_version 1.1;`,
      `${inner}proxy_set_header Connection "";`,
      `${inner}proxy_set_header Host $host;`,
      `${inner}proxy_set_header X-Forwarded-For $remote_addr;`,
      `${inner}proxy_set_header X-Forwarded-Proto $scheme;`,
      `${inner}proxy_set_header X-Forwarded-Host $http_host;`,
      `${inner}proxy_set_header X-Request-Id $request_id;`,
      // When nginx received it (seconds with milliseconds): a service sheds a request that waited too long.
      `${inner}proxy_set_header X-Request-Start "t=$msec";`,
      ...(html ? [`${inner}proxy_set_header Accept-Encoding "";`] : []),
      ...[...edgeOwnedHeaders, ...(html ? ['Cache-Control'] : [])].map((name) => `${inner}proxy_hide_header ${name};`),
      // A file keeps the service's Cache-Control; a page is never stored (its nonce is its own).
      ...(html ? shellPageLines(inner, policy) : securityHeaderLines(inner, policy)),
      // A page the service cannot render now (down, failing) is the shell's page: the browser renders it.
      ...(html
        ? [`${inner}proxy_intercept_errors on;`, `${inner}error_page 500 502 503 504 = @shell_page;`]
        : [`${inner}proxy_intercept_errors off;`, `${inner}error_page 502 503 = @service_unavailable;`, `${inner}error_page 504 = @gateway_timeout;`]),
      `${indent}}`,
    ];
  });

/**
 * The whole production edge config (infra/nginx/nginx.conf), rendered from the same modules the
 * dev edge uses: the security headers, the path rules and the precompressed encodings.
 */
export const renderNginxConfig = ({
  listen = '8080',
  htmlRoot = '/usr/share/nginx/html',
  apiRoutesPath = '/etc/nginx/api-routes.conf',
  mimeTypesPath = '/etc/nginx/mime.types',
  runtimeDir = '/tmp',
  errorLog = '/dev/stderr',
  accessLog = '/dev/stdout',
  foreground = false,
  remoteOrigins = [],
}: NginxConfigOptions = {}) => {
  const policy: PolicyOptions = { remoteOrigins };
  const refusedPath = refusedPathSequences.map((sequence) => regexEscaped(sequence)).join('|');
  const unavailable = JSON.stringify({ message: messages.serviceUnavailable, code: 'service_unavailable' });
  const timedOut = JSON.stringify({ message: messages.gatewayTimeout, code: 'gateway_timeout' });
  const badPath = JSON.stringify({ message: 'The path contains a backslash or an encoded slash or dot.', code: 'bad_request_path' });
  return `# Generated by \`npx nx run edge:nginx-config\` from apps/edge/src (nginx-config.ts, security-headers.ts,
# request-path.ts, content-encoding.ts). Do not edit: a test fails when this file and its sources drift apart.
# The production edge: one origin for the whole product (ARCHITECTURE.md, "Edge"). API routing is
# generated from the routing table into api-routes.conf.
${foreground ? 'daemon off;\n' : ''}worker_processes auto;
pid ${runtimeDir}/nginx.pid;
error_log ${errorLog} warn;

events {
    worker_connections 1024;
}

http {
    include ${mimeTypesPath};
    default_type application/octet-stream;
    access_log ${accessLog};
    server_tokens off;
    sendfile on;
    keepalive_timeout 65;

    # Writable paths for the unprivileged nginx user.
    client_body_temp_path ${runtimeDir}/client_body;
    proxy_temp_path ${runtimeDir}/proxy;
    fastcgi_temp_path ${runtimeDir}/fastcgi;
    uwsgi_temp_path ${runtimeDir}/uwsgi;
    scgi_temp_path ${runtimeDir}/scgi;

    # Answers not compressed by their service (services compress their own JSON).
    gzip on;
    gzip_vary on;
    gzip_proxied any;
    gzip_min_length 1024;
    gzip_types application/json text/plain text/css text/javascript image/svg+xml;

    include ${apiRoutesPath};

    # A backslash or an encoded slash, backslash or dot in the path (not the query) is refused:
    # nginx would match one reading of such a path and a service could decode another.
    map $request_uri $request_path_refused {
        default 0;
        ${quoted(`~*^[^?]*(${refusedPath})`)} 1;
    }

    # Precompressed files: the .br sibling when the browser accepts brotli (gzip_static does .gz).
    map $http_accept_encoding $brotli_suffix {
        default "";
        "~*(^|,)\\s*br\\s*(,|$|;\\s*q\\s*=\\s*(1|0?\\.0*[1-9]))" ".br";
    }
    map $uri $served_encoding {
        default "";
        "~\\.br$" br;
    }
    map $uri $brotli_vary {
        default "";
        "~\\.br$" Accept-Encoding;
    }
    # Content-hashed files never change, so browsers may keep them; the rest are revalidated.
    map $uri $static_cache_control {
        default "no-cache";
        "~\\.[0-9a-f]{8}\\.js(\\.map)?(\\.br)?$" "public, max-age=31536000, immutable";
    }

    server {
        # A crowd arriving at once waits in the kernel, not in clients' connection retries (the default is 511).
        listen ${listen} backlog=4096;

        # Uploads (resumes and documents, 5 MB each) are the largest bodies; services enforce their own limits.
        client_max_body_size 30m;
        # For the answers the edge writes itself; files carry the type of their extension.
        default_type application/json;

        if ($request_path_refused) {
            return 400 '${badPath}';
        }

        location = /healthz {
${securityHeaderLines('            ', policy).join('\n')}
            return 200 '{"status":"ok","service":"edge"}';
        }

        location /api/ {
            if ($api_upstream = "") {
                return 404 '{"message":"No API route for this method and path","code":"route_not_found"}';
            }
            # Forward the path nginx normalised and matched ($uri, escaped again), not the one
            # the client sent: a service then sees exactly the route the map chose.
            rewrite ^ $uri break;
            proxy_pass http://$api_upstream;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $host;
            # The edge is the outermost proxy: it states the client address rather than trusting one sent to it.
            proxy_set_header X-Forwarded-For $remote_addr;
            proxy_set_header X-Forwarded-Proto $scheme;
            # With the port the browser used ($host drops it), so a service can compare it with Origin.
            proxy_set_header X-Forwarded-Host $http_host;
            proxy_set_header X-Request-Id $request_id;
            proxy_set_header X-Request-Start "t=$msec";
            proxy_request_buffering off;
            proxy_read_timeout 60s;
            proxy_intercept_errors off;
            error_page 502 503 = @service_unavailable;
            error_page 504 = @gateway_timeout;
        }

        location @service_unavailable {
${securityHeaderLines('            ', policy).join('\n')}
            return 502 '${unavailable}';
        }

        location @gateway_timeout {
${securityHeaderLines('            ', policy).join('\n')}
            return 504 '${timedOut}';
        }

        # The front ends. /config/remotes.json tells the shell where each remote's manifest is
        # (replace the file, e.g. with a volume, to move a remote; no rebuild of the shell).
        location = /config/remotes.json {
            root ${htmlRoot};
${securityHeaderLines('            ', policy).join('\n')}
            add_header Cache-Control "no-cache" always;
        }

        # Each remote under /remotes/<portal>/. Manifests and entries are revalidated so a
        # redeployed remote is picked up; content-hashed chunks are kept for good.
        location ^~ /remotes/ {
            root ${htmlRoot};
${staticFileBlock('            ', policy).join('\n')}
        }

        # The shell's page in place of a page its service could not render.
        location @shell_page {
            root ${htmlRoot}/shell;
${shellPageLines('            ', policy).join('\n')}
            try_files /index.html =404;
        }

        # The shell's page, also when asked for by name.
        location = /index.html {
            root ${htmlRoot}/shell;
${shellPageLines('            ', policy).join('\n')}
            try_files /index.html =404;
        }

        # Documents a service renders (renderedPageTable): the first pages rendered on the server,
        # a job's page with its head tags, the sitemap and robots.txt. Before the file locations
        # below, which would take /sitemap.xml.
${renderedPageLocations('        ', policy).join('\n')}

        # The shell's own files.
        location ~ \\.[A-Za-z0-9]+$ {
            root ${htmlRoot}/shell;
${staticFileBlock('            ', policy).join('\n')}
        }

        # Every page path of the page table gets the shell with 200; anything else the shell
        # with 404 (it shows its 404 page).
        location / {
            root ${htmlRoot}/shell;
${shellPageLines('            ', policy).join('\n')}
            error_page 404 /index.html;
            if ($shell_page = 0) {
                return 404;
            }
            try_files /index.html =404;
        }
    }
}
`;
};
