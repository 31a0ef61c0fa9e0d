/**
 * The one reading of a request's path that both edges route by. A path is normalised once (repeated
 * slashes merged, literal `.` and `..` segments resolved, as nginx does for `$uri`), and the edge
 * then matches and forwards that same string. Paths that a later reader could split or resolve
 * differently are refused instead: a backslash (WHATWG URL parsers treat it as `/`), an encoded
 * slash, backslash or dot (a service would decode `%2e%2e` into a segment the edge never saw),
 * control characters and broken escapes.
 */

/** Looked for in the raw path, case-insensitively; the nginx config refuses the same list. */
export const refusedPathSequences = ['\\', '%5c', '%2f', '%2e', '%00'] as const;

export type RequestTarget =
  | { ok: true; /** normalised, still percent-encoded */ path: string; /** `?…` or empty */ search: string }
  | { ok: false; reason: string };

const brokenEscape = /%(?![0-9a-fA-F]{2})/;
// Control characters and DEL never belong in a path; spaces arrive encoded.
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\x00-\x20\x7f]/;

export const parseRequestTarget = (url: string): RequestTarget => {
  if (!url.startsWith('/')) return { ok: false, reason: 'The request target must be a path.' };
  const queryStart = url.indexOf('?');
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  const search = queryStart === -1 ? '' : url.slice(queryStart);
  const lower = rawPath.toLowerCase();
  if (refusedPathSequences.some((sequence) => lower.includes(sequence))) {
    return { ok: false, reason: 'The path contains a backslash or an encoded slash or dot.' };
  }
  if (brokenEscape.test(rawPath) || controlCharacter.test(rawPath)) {
    return { ok: false, reason: 'The path is not a valid URL path.' };
  }

  const segments: string[] = [];
  for (const segment of rawPath.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) return { ok: false, reason: 'The path leaves the root.' };
      segments.pop();
      continue;
    }
    segments.push(segment);
  }
  const endsInFolder = segments.length > 0 && /\/\.{0,2}$/.test(rawPath);
  return { ok: true, path: '/' + segments.join('/') + (endsInFolder ? '/' : ''), search };
};
