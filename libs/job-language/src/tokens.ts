/**
 * Words of a text: on word boundaries (never inside a longer word), lower-cased, accents folded,
 * with where each was written, so evidence and highlights can point back at the original text.
 */

export interface Token {
  /** The folded word: "Español" -> "espanol", "C++" -> "cplusplus", "R.N." -> "rn". */
  word: string;
  /** Where it was written in the original text: [start, end). */
  start: number;
  end: number;
}

/**
 * Tech names whose symbols are the name (C++, C#, .NET), then words with inner apostrophes or dots
 * ("bachelor's", "Node.js", "B.S.", "R.N."), then plain runs of letters and digits.
 */
const tokenPattern = /c\+\+|c#|f#|\.net\b|\b(?:a|network|security|server|linux|cloud)\+|[\p{L}\p{N}]+(?:['’.][\p{L}\p{N}]+)*\.?/giu;

/** Names whose symbols are part of them: "C++" is not "C", "Security+" (CompTIA) is not security. */
const symbolNames: Readonly<Record<string, string>> = {
  'c++': 'cplusplus',
  'c#': 'csharp',
  'f#': 'fsharp',
  '.net': 'dotnet',
  'a+': 'aplus',
  'network+': 'networkplus',
  'security+': 'securityplus',
  'server+': 'serverplus',
  'linux+': 'linuxplus',
  'cloud+': 'cloudplus',
};

/** Lower case without accents; ASCII skips the Unicode normalisation. */
export const fold = (text: string): string => {
  const lower = text.toLowerCase();
  return /^[\x20-\x7e]*$/.test(lower) ? lower : lower.normalize('NFD').replace(/\p{M}/gu, '');
};

/**
 * "R.N." and "B.S." are initials: their dots go. A full stop ending a sentence ("drove trucks.") is
 * not part of the word; "Node.js" keeps its letters together ("nodejs").
 */
const wordOf = (raw: string): { word: string; length: number } => {
  // "IT" in capitals is information technology; "it" and "It" are the pronoun.
  if (raw === 'IT') return { word: 'infotech', length: 2 };
  const lower = fold(raw);
  const symbol = symbolNames[lower];
  if (symbol) return { word: symbol, length: raw.length };
  const initials = /^(?:\p{L}\.){2,}$/u.test(lower);
  const trimmed = !initials && lower.endsWith('.') ? lower.slice(0, -1) : lower;
  return { word: trimmed.replace(/['’.]/g, ''), length: initials ? raw.length : raw.length - (lower.length - trimmed.length) };
};

export const tokenize = (text: string): Token[] => {
  const tokens: Token[] = [];
  for (const match of text.matchAll(tokenPattern)) {
    const start = match.index ?? 0;
    const { word, length } = wordOf(match[0]);
    if (word.length > 0) tokens.push({ word, start, end: start + length });
  }
  return tokens;
};
