import type { ServiceName } from '@jobboard/contracts';
import { openApiDocumentOf } from '@jobboard/contracts/openapi';
import { Router } from 'express';
import { sessionCookieName } from './sessions';

type OpenApiDocument = ReturnType<typeof openApiDocumentOf>;
type Operation = Record<string, unknown> & { summary?: string; responses?: Record<string, { description?: string }> };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

const pretty = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;
/** Descriptions mark names with backticks, as Markdown does. */
const prose = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const operationHtml = (method: string, path: string, operation: Operation) => {
  const responses = Object.entries(operation.responses ?? {})
    .map(([status, response]) => `<li><strong>${escapeHtml(status)}</strong> ${prose(response.description ?? '')}</li>`)
    .join('');
  const detail = (label: string, value: unknown) =>
    value === undefined || (Array.isArray(value) && value.length === 0) ? '' : `<details><summary>${label}</summary>${pretty(value)}</details>`;
  return (
    `<section id="${escapeHtml(String(operation.operationId ?? ''))}"><h3><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h3>` +
    `<p>${escapeHtml(operation.summary ?? '')}</p>` +
    (operation.security ? '<p>Needs a session (the <code>' + sessionCookieName + '</code> cookie).</p>' : '') +
    `<ul>${responses}</ul>` +
    detail('Parameters', operation.parameters) +
    detail('Request body', operation.requestBody) +
    detail('Responses', operation.responses) +
    '</section>'
  );
};

/**
 * The document as a plain page: no script and no style of its own, so it reads the same under
 * any Content-Security-Policy an edge sets. The JSON beside it is the source.
 */
export const renderApiDocsPage = (service: ServiceName, document: OpenApiDocument) => {
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item ?? {}).map(([method, operation]) => operationHtml(method, path, operation as Operation)),
  );
  const schemas = Object.entries(document.components?.schemas ?? {})
    .map(([name, schema]) => `<details><summary>${escapeHtml(name)}</summary>${pretty(schema)}</details>`)
    .join('');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    `<link rel="icon" href="data:,"><title>${escapeHtml(document.info.title)} API</title></head><body><main>` +
    `<h1>${escapeHtml(document.info.title)} API</h1><p>${prose(document.info.description ?? '')}</p>` +
    `<p>OpenAPI ${escapeHtml(document.openapi)} document: <a href="/api/openapi/${service}.json">/api/openapi/${service}.json</a></p>` +
    `<h2>Operations</h2>${operations.join('')}<h2>Shared schemas</h2>${schemas}</main></body></html>`
  );
};

/** Serves the service's OpenAPI document and its page at the routing table's rows for them. */
export const apiDocsRouter = (service: ServiceName): Router => {
  // Built on first request, then kept: the contracts do not change while a process runs.
  let document: OpenApiDocument | undefined;
  const documentOf = () => (document ??= openApiDocumentOf(service, { sessionCookie: sessionCookieName }));
  const router = Router();
  router.get(`/api/openapi/${service}.json`, (_req, res) => void res.json(documentOf()));
  router.get(`/api/openapi/${service}`, (_req, res) => void res.type('html').send(renderApiDocsPage(service, documentOf())));
  return router;
};
