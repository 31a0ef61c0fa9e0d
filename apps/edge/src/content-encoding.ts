/**
 * Precompressed files: the front-end builds write `<file>.br` and `<file>.gz` beside each text
 * asset, and both edges send the one the browser accepts instead of compressing on every request.
 */

/** Encodings with a precompressed sibling, in the order the edge prefers them, and the sibling's suffix. */
export const precompressedEncodings = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type PrecompressedEncoding = (typeof precompressedEncodings)[number];

/** Text assets worth compressing (images and fonts are compressed already). */
export const compressibleExtensions = ['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt'] as const;

/**
 * The precompressed encodings an Accept-Encoding header allows, best first: by the client's
 * weight, then by the edge's preference. `q=0` refuses an encoding; `*` stands for any not named.
 */
export const acceptableEncodings = (acceptEncoding: string | undefined): PrecompressedEncoding[] => {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((parameter) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: string) => weights.get(encoding) ?? (encoding === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
  return precompressedEncodings
    .filter(({ encoding }) => weightOf(encoding) > 0)
    .sort((left, right) => weightOf(right.encoding) - weightOf(left.encoding));
};
