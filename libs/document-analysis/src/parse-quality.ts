import type { TextFacts } from './text-facts';

/** What the reader of the file saw besides its text (from the extraction); all optional. */
export interface LayoutSignals {
  format: 'pdf' | 'docx' | 'doc' | 'txt';
  /** Pages of a PDF. */
  pages?: number;
  /** Pictures: image objects of a PDF, media of a Word document. */
  images?: number;
  /** Tables of a Word document. */
  tables?: number;
  /** 2 when a PDF's text sits in side-by-side columns. */
  columns?: number;
  /** A Word document's header or footer holds text (applicant tracking systems often skip it). */
  headerFooterText?: boolean;
  /** Bulleted or numbered paragraphs of a Word document (their bullets are not part of the text). */
  listParagraphs?: number;
}

export interface ParseQuality {
  readable: boolean;
  words: number;
  realWordShare: number;
  brokenCharacterShare: number;
  /** Why the text cannot be trusted; empty when readable. */
  problems: string[];
}

/** The thresholds of the gate; below them no score is given. */
export const parseQualityThresholds = {
  /** Fewer real words than this is no document a score could be about (a scan, an empty page). */
  minimumWords: 40,
  /** Real words among all tokens: below this the text is mostly codes, numbers or fragments. */
  minimumRealWordShare: 0.45,
  /** Broken characters among all characters. */
  maximumBrokenShare: 0.02,
  /** Single letters among all tokens ("E x p e r i e n c e"): words split apart by a column or spacing layout. */
  maximumSingleLetterShare: 0.25,
} as const;

export const unreadableTitle = 'We could not read this file reliably';
export const unreadableAdvice =
  'Export it from your editor as a text-based PDF or a DOCX file (Save As or Export, not a scan or a photo), keep it to one column, and upload it again.';

/**
 * The gate before any score: how much real text was extracted and whether it can be trusted.
 * A score computed from empty or garbled text would be a lie, so below the thresholds there is none.
 */
export const judgeParseQuality = (facts: TextFacts, layout?: LayoutSignals): ParseQuality => {
  const t = parseQualityThresholds;
  const realWordShare = facts.tokens === 0 ? 0 : facts.realWords / facts.tokens;
  const brokenCharacterShare = facts.characters === 0 ? 0 : facts.brokenCharacters.length / facts.characters;
  const singleLetterShare = facts.tokens === 0 ? 0 : facts.singleLetterTokens / facts.tokens;
  const problems: string[] = [];
  if (facts.realWords < t.minimumWords) {
    const scanned = layout?.format === 'pdf' && (layout.images ?? 0) > 0;
    problems.push(
      facts.realWords === 0
        ? `No text could be extracted${scanned ? ': the file holds only images, as a scanned page or a photo does' : ''}.`
        : `Only ${facts.realWords} words of text could be extracted${scanned ? ', and the file holds images: it looks like a scanned page' : ''}.`,
    );
  }
  if (brokenCharacterShare > t.maximumBrokenShare) {
    problems.push(`${facts.brokenCharacters.length} characters came out broken: the file's fonts or encoding cannot be read as text.`);
  }
  if (facts.tokens > 0 && facts.realWords >= t.minimumWords && realWordShare < t.minimumRealWordShare) {
    problems.push(`Only ${Math.round(realWordShare * 100)}% of the extracted text reads as words.`);
  }
  if (singleLetterShare > t.maximumSingleLetterShare) {
    problems.push(`${Math.round(singleLetterShare * 100)}% of the text came out as single letters: its layout splits words apart.`);
  }
  return {
    readable: problems.length === 0,
    words: facts.realWords,
    realWordShare: Math.round(realWordShare * 100) / 100,
    brokenCharacterShare: Math.round(brokenCharacterShare * 1000) / 1000,
    problems,
  };
};
