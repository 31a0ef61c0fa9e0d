import { coverLetterPreviewLength } from '@jobboard/contracts';
import { alwaysAskedQuestions } from './application-rules';

const normalised = (question: string) => question.trim().replace(/\s+/g, ' ').toLowerCase();
const alwaysAsked = new Set(alwaysAskedQuestions.map(normalised));

/**
 * The questions a job stores as its own: blank ones and repeats dropped, and never a copy of
 * an always-asked question (those, the mandatory acknowledgement last, are added for every
 * applicant by `applicationScreeningQuestions`, so a client cannot move or reword them).
 */
export const ownScreeningQuestions = (questions: readonly string[]): string[] => {
  const seen = new Set<string>();
  const own: string[] = [];
  for (const question of questions) {
    const key = normalised(question);
    if (!key || alwaysAsked.has(key) || seen.has(key)) continue;
    seen.add(key);
    own.push(question.trim());
  }
  return own;
};

/** A cover letter as lists show it: its first 100 characters, and whether it was cut. */
export const coverLetterPreview = (letter: string | undefined | null): { text?: string; truncated: boolean } => {
  if (!letter) return { truncated: false };
  if (letter.length <= coverLetterPreviewLength) return { text: letter, truncated: false };
  return { text: letter.slice(0, coverLetterPreviewLength), truncated: true };
};

/** A posting's location that names no place on purpose. */
export const isRemoteLocation = (location: string): boolean => /^\s*(remote|anywhere|work from home|wfh)\b/i.test(location);

/** A job's view counts once per viewer in this window: reloading the page adds nothing. */
export const jobViewWindowMs = 24 * 60 * 60 * 1000;
