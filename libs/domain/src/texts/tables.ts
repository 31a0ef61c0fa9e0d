/**
 * The tables of texts people read that stay plain strings (some are in every first view, where
 * `text()` around each would cost bytes). Every string in them needs its Spanish in `es.json`;
 * a screen shows one with `t(value)` from `useTexts(domainTexts)`. Codes, ids and vocabularies
 * (the assistant's routing words, the canned questions' keys) are not listed.
 */
import { assistantAnswerOf, assistantDefaultReply, assistantGreeting, assistantName, assistantTopics, quickHelpCategories } from '../assistant';
import { tooManySupportingDocumentsMessage } from '../application-rules';
import { dataRetention, deletedApplicantName } from '../data-retention';
import { interviewSlotMessages } from '../interview-slots';
import { scoreBands } from '../score';
import { alwaysAskedQuestions } from '../screening-questions';
import { usTimeZones } from '../time-zones';

export const textTables: readonly unknown[] = [
  // The help assistant: its name, greeting, fallback, every topic's answer and the quick-help topics.
  assistantName,
  assistantGreeting,
  assistantDefaultReply,
  assistantTopics.map((topic) => assistantAnswerOf(topic)),
  quickHelpCategories,
  // Score bands: the label, the resume analyzer's verdict and the job match's words (not the colour).
  scoreBands.map(({ label, resumeMessage, matchMessage }) => [label, resumeMessage, matchMessage]),
  // Kept in English with every application (compared as data); shown with t(question).
  alwaysAskedQuestions,
  tooManySupportingDocumentsMessage,
  interviewSlotMessages,
  usTimeZones.map((zone) => zone.label),
  // The privacy page's tables, and the name an anonymised application shows.
  Object.values(dataRetention),
  deletedApplicantName,
];
