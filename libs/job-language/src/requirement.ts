import { analyse, type Term } from './analyze';
import type { Concept } from './dictionary';
import { numberWords } from './experience';
import { isQualifierKey } from './words';

/**
 * A job requirement line read for matching: what must be shown, part by part.
 *
 * "Class A CDL and 1+ year of tractor-trailer experience" is two parts that must both be shown;
 * "Epic or Cerner EHR" one part with two alternatives, either enough; "electronic logging devices
 * (ELD)" one part met by either form; "SQL and a BI tool (Tableau, Power BI or Looker)" two
 * parts, the second met by a BI tool or any of the three named. Qualifiers ("verifiable",
 * "strong", "preferred", "experience") are no part of what must be shown.
 */

/** One thing a line must hold: a concept (any narrower one counts) or a word in any of its forms. */
export interface Need {
  key: string;
  /** As written in the requirement. */
  label: string;
  concept?: Concept;
}

/** One way to meet a part: every need on one line. */
export interface Alternative {
  text: string;
  needs: readonly Need[];
}

/** A number a line must reach: "35+ words per minute", "lift 50 lbs". */
export interface Quantity {
  value: number;
  unit: 'wpm' | 'lb';
}

export interface RequirementPart {
  text: string;
  /** Empty when the part asks for years only ("3+ years of experience"). */
  alternatives: readonly Alternative[];
  /** "2+ years of X": the lines that show X must show this many years. */
  minYears?: number;
  quantity?: Quantity;
}

export interface ParsedRequirement {
  text: string;
  /** All must be shown; empty when nothing in the line can be shown by a resume ("Must be 18+"). */
  parts: readonly RequirementPart[];
}

/**
 * Words that describe how a requirement is held or wanted, beyond the shared qualifiers: "state"
 * licence, "multistate compact", "any" class, a help desk "tool". Compared as keys.
 */
export const matchingQualifiers: ReadonlySet<string> = new Set([
  ...['state', 'multist', 'compact', 'tool', 'on', 'show', 'abl', 'level', 'area', 'field', 'disciplin'],
  // "Budget responsibility", "duties in a fast-paced environment", "use of", "various", "multiple".
  ...['respons', 'duti', 'fast', 'pace', 'environ', 'use', 'various', 'multipl', 'basic'],
]);

/**
 * Words of holding a credential ("certification", "licensed", "card"): needed when the thing held
 * has no concept of its own ("NATE certification"), implied when it has one ("BLS certification"
 * is met by "BLS (AHA)").
 */
const credentialWords = new Set(['certif', 'licens', 'card', 'endors', 'credenti', 'certifi', 'cert', 'degre']);

/** Word families the stemmer leaves apart, for matching: "certified" is "certification", "licensure" a "license". */
const familyKeys: ReadonlyMap<string, string> = new Map([
  ['certifi', 'certif'],
  ['cert', 'certif'],
  ['certificat', 'certif'],
  ['licenc', 'licens'],
  ['licensur', 'licens'],
  ['lic', 'licens'],
  ['endorsement', 'endors'],
]);

/** The key a word is matched by. */
export const matchKey = (key: string): string => familyKeys.get(key) ?? key;

/** A number as written: "35" or "three". */
const numberOf = (written: string): number => numberWords[written.toLowerCase()] ?? Number(written);

const yearsPattern = new RegExp(
  `\\b(?:(?:a\\s+)?minimum\\s+(?:of\\s+)?|at\\s+least\\s+)?(\\d{1,2}|${Object.keys(numberWords).join('|')})\\s*\\+?\\s*(?:(?:-|to)\\s*\\d{1,2}\\s*)?(?:years?|yrs?)\\b(?:\\s+of)?(?:\\s+experience)?(?:\\s+(?:in|with|as|on|of|doing))?`,
  'i',
);
const quantityPatterns: readonly { pattern: RegExp; unit: Quantity['unit'] }[] = [
  { pattern: /\b(\d{2,3})\s*\+?\s*(?:wpm|words\s+(?:per|a|\/)\s*min(?:ute)?)\b/i, unit: 'wpm' },
  { pattern: /\b(\d{2,3})\s*\+?\s*(?:lbs?|pounds?)\b/i, unit: 'lb' },
];

/** A number of a unit a line shows: "55 WPM", "70 lb", "50 pounds". */
export const quantitiesIn = (text: string, unit: Quantity['unit']): number[] => {
  const pattern = quantityPatterns.find((each) => each.unit === unit)?.pattern;
  if (!pattern) return [];
  return [...text.matchAll(new RegExp(pattern.source, 'gi'))].map((match) => Number(match[1]));
};

/** The keys a need is met by in a line: a concept by any narrower concept, a word by its family. */
const needOf = (term: Term, text: string): Need => ({
  key: term.concept ? term.key : matchKey(term.key),
  label: text.slice(term.start, term.end),
  concept: term.concept,
});

/** What a text asks to be shown (a requirement's alternative, a job title), qualifiers dropped. */
export const needsOf = (text: string): Need[] => {
  const terms = analyse(text);
  const hasCredential = terms.some((term) => term.concept && (term.concept.kind === 'credential' || term.concept.kind === 'degree'));
  const needs: Need[] = [];
  for (const term of terms) {
    if (!term.concept) {
      const key = matchKey(term.key);
      if (isQualifierKey(term.key) || matchingQualifiers.has(key) || /^\d+$/.test(key)) continue;
      if (hasCredential && credentialWords.has(key)) continue;
    }
    const need = needOf(term, text);
    if (!needs.some((other) => other.key === need.key)) needs.push(need);
    // "Forklift certification" names forklift work and asks for the card: the card must be shown too.
    if (term.concept && term.concept.kind !== 'credential' && term.concept.kind !== 'degree') {
      const held = analyse(text.slice(term.start, term.end), { withPhraseWords: true }).find(
        (inner) => inner.inPhrase && credentialWords.has(matchKey(inner.key)) && matchKey(inner.key) !== 'degre',
      );
      if (held && !needs.some((other) => other.key === matchKey(held.key))) {
        needs.push({ key: matchKey(held.key), label: text.slice(term.start + held.start, term.start + held.end) });
      }
    }
  }
  // "Active Secret clearance": a clearance is already shown by the Secret one.
  const impliedByOther = (need: Need) => terms.some((term) => term.concept && term.key !== need.key && term.keys.includes(need.key));
  return needs.filter((need) => !need.concept || !impliedByOther(need));
};

/** Letters of the words before `at` ("electronic logging devices") as initials, with and without small words. */
const isAcronymOf = (acronym: string, before: string): boolean => {
  const letters = acronym.toLowerCase().replace(/s$/, '');
  const words = before.match(/[\p{L}\p{N}]+/gu) ?? [];
  const small = new Set(['of', 'in', 'and', 'for', 'the', 'a', 'an', 'on', 'to', '&']);
  for (const list of [words, words.filter((word) => !small.has(word.toLowerCase()))]) {
    const initials = list
      .slice(-letters.length)
      .map((word) => word[0].toLowerCase())
      .join('');
    if (initials === letters) return true;
  }
  return false;
};

/** Private-use characters mark where a bracket stood: neither letters nor digits, so analysis skips them. */
const marker = (index: number) => String.fromCharCode(0xe000 + index);
const markerPattern = /[\ue000-\ue0ff]/g;

interface Bracket {
  /** The forms it offers as alternatives; empty for a note to drop ("(any class)"). */
  alternatives: string[];
}

const exampleMarker = /^\s*(?:e\.?g\.?|for example|for instance|such as|like|incl(?:uding|\.)?)[\s,:]*/i;

/** What a bracket adds: its acronym, or its named examples; a lower-case note adds nothing. */
const readBracket = (content: string, before: string): Bracket => {
  const trimmed = content.trim();
  if (/^[A-Z][A-Za-z0-9]{1,7}$/.test(trimmed) && (isAcronymOf(trimmed, before) || /^[A-Z0-9]+s?$/.test(trimmed))) {
    return { alternatives: [trimmed] };
  }
  const explicit = exampleMarker.test(trimmed);
  const items = trimmed
    .replace(exampleMarker, '')
    .split(/,|;|\bor\b|\band\b|\//i)
    .map((item) => item.trim())
    .filter((item) => item !== '');
  const named = items.every((item) => /^[\p{Lu}\p{N}]/u.test(item) || analyse(item).some((term) => term.concept));
  return { alternatives: explicit || named ? items : [] };
};

type Connector = 'and' | 'or' | ',';

/** Splits at top-level connectors, never inside a dictionary phrase ("health and safety", "diploma or GED"). */
const splitConnected = (text: string): { pieces: string[]; connectors: Connector[] } => {
  const protectedSpans = analyse(text)
    .filter((term) => term.concept)
    .map((term) => [term.start, term.end] as const);
  const pieces: string[] = [];
  const connectors: Connector[] = [];
  let from = 0;
  for (const match of text.matchAll(/\s*(?:,|;|&|\band\/or\b|\band\b|\bor\b|\bas well as\b)\s*/gi)) {
    const at = match.index ?? 0;
    if (protectedSpans.some(([start, end]) => at > start && at < end)) continue;
    const word = match[0].trim().toLowerCase();
    pieces.push(text.slice(from, at));
    connectors.push(word === ',' || word === ';' ? ',' : word === 'or' || word === 'and/or' ? 'or' : 'and');
    from = at + match[0].length;
  }
  pieces.push(text.slice(from));
  return { pieces, connectors };
};

/** "with a", "experience in": what is left of a piece once words that ask for nothing go. */
const isEmptyPiece = (piece: string) => needsOf(piece.replace(markerPattern, ' ')).length === 0 && !/[\ue000-\ue0ff]/.test(piece);

export const parseRequirement = (requirement: string): ParsedRequirement => {
  let text = requirement.replace(/\s+/g, ' ').trim();
  // "Clean MVR: no more than two moving violations": the colon's explanation is not a further thing to show.
  const colon = text.indexOf(':');
  if (colon > 0 && needsOf(text.slice(0, colon)).length > 0) text = text.slice(0, colon);
  // "Projects or a GitHub portfolio you can show us": a relative clause asks for nothing more.
  text = text.replace(/\s+(?:you|that|who|which|where)\b.*$/i, '');
  // "a CRM tool such as Salesforce or Zendesk" is "a CRM tool (Salesforce or Zendesk)".
  text = text.replace(/,?\s+(?:such as|e\.g\.,?|for example|like)\s+([^()]+)$/i, ' (e.g. $1)');
  // "Strong Excel, including lookups and pivot tables": the details are asked as well.
  text = text.replace(/,?\s+including\s+/gi, ' and ');

  // Brackets out, each remembered where it stood.
  const brackets: Bracket[] = [];
  text = text.replace(/\(([^()]*)\)/g, (_, content: string, offset: number, whole: string) => {
    brackets.push(readBracket(content, whole.slice(0, offset)));
    return ` ${marker(brackets.length - 1)} `;
  });
  text = text.replace(/[()]/g, ' ');

  // Years and quantities, each to the part it is written in and the parts after it.
  let minYears: number | undefined;
  let yearsAt = -1;
  const years = yearsPattern.exec(text);
  if (years) {
    minYears = numberOf(years[1]);
    yearsAt = years.index;
    text = `${text.slice(0, years.index)} ${marker(0xff)} ${text.slice(years.index + years[0].length)}`;
  }
  let quantity: Quantity | undefined;
  for (const { pattern, unit } of quantityPatterns) {
    const found = pattern.exec(text);
    if (found) {
      quantity = { value: Number(found[1]), unit };
      text = `${text.slice(0, found.index)} ${text.slice(found.index + found[0].length)}`;
    }
  }

  const { pieces, connectors } = splitConnected(text);
  // A comma takes the meaning of the next "and" or "or" of its list: "AWS, Azure or Google Cloud".
  const resolved = connectors.map((connector, index) => {
    if (connector !== ',') return connector;
    const next = connectors.slice(index + 1).find((other) => other !== ',');
    return next ?? 'and';
  });
  const groups: string[][] = [[pieces[0]]];
  resolved.forEach((connector, index) => {
    if (connector === 'or') groups[groups.length - 1].push(pieces[index + 1]);
    else groups.push([pieces[index + 1]]);
  });

  const parts: RequirementPart[] = [];
  let yearsSeen = false;
  for (const group of groups) {
    const texts: string[] = [];
    let hasYears = false;
    for (const piece of group) {
      if (piece.includes(marker(0xff))) hasYears = true;
      texts.push(piece.replace(markerPattern, ' ').replace(/\s+/g, ' ').trim());
      for (const found of piece.matchAll(markerPattern)) {
        const index = found[0].charCodeAt(0) - 0xe000;
        if (index < brackets.length) texts.push(...brackets[index].alternatives);
      }
    }
    if (hasYears) yearsSeen = true;
    // "Computer Science or a related field": the degree in any field near enough is the employer's call.
    const relatedField = texts.some((piece) => /\b(?:related|similar|equivalent)\s+(?:field|discipline|area|major|degree)s?\b/i.test(piece));
    let alternatives = texts
      .filter((piece) => !isEmptyPiece(piece))
      .map((piece) => ({ text: piece, needs: needsOf(piece) }))
      .filter((alternative) => alternative.needs.length > 0);
    // "Bachelor's degree in accounting or finance": the later fields share the first one's degree.
    const degree = alternatives[0]?.needs.find((need) => need.concept?.kind === 'degree');
    if (degree) {
      alternatives = alternatives.map((alternative, index) =>
        index === 0 || alternative.needs.some((need) => need.concept?.kind === 'degree')
          ? alternative
          : { text: `${degree.label} ${alternative.text}`, needs: [degree, ...alternative.needs] },
      );
      // A related field shares a word of the field named ("Computer Engineering" for "Computer
      // Science"); the level with an unrelated field is partial. Words every faculty uses do not count.
      if (relatedField) {
        const fieldWords = alternatives[0].needs.filter((need) => need !== degree && !need.concept && !broadFieldWords.has(need.key));
        for (const word of fieldWords) alternatives.push({ text: `${degree.label} ${word.key}`, needs: [degree, word] });
      }
    }
    const part: RequirementPart = {
      text: group.join(' or ').replace(markerPattern, ' ').replace(/\s+/g, ' ').trim(),
      alternatives: dedupe(alternatives),
      ...(minYears !== undefined && (hasYears || (yearsSeen && yearsAt >= 0)) ? { minYears } : {}),
      ...(quantity ? { quantity } : {}),
    };
    if (part.alternatives.length > 0 || (part.minYears !== undefined && hasYears)) parts.push(part);
  }
  // A part of years alone beside parts with substance: "3+ years of experience with X" already carries it.
  const substantive = parts.filter((part) => part.alternatives.length > 0);
  if (substantive.length > 0) return { text: requirement, parts: substantive };
  // "Verifiable work history", "Employment history": nothing named but work, shown by dated work.
  if (parts.length === 0 && /\b(?:work|employment|job)\s+(?:history|record)\b/i.test(requirement)) {
    return { text: requirement, parts: [{ text: requirement, alternatives: [], minYears: 0 }] };
  }
  return { text: requirement, parts };
};

/** Field words shared by unrelated fields: political science is not near computer science. */
const broadFieldWords = new Set(['scienc', 'studi', 'art', 'general']);

const dedupe = (alternatives: Alternative[]): Alternative[] =>
  alternatives.filter(
    (alternative, index) =>
      alternatives.findIndex((other) => other.needs.map((need) => need.key).join(' ') === alternative.needs.map((need) => need.key).join(' ')) ===
      index,
  );
