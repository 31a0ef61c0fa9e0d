/**
 * The career tools of the public site: interview practice (/interview), company research
 * (/research), career advice and the newsletter (/advice).
 */
import { text } from '@jobboard/i18n';
import { z } from 'zod';
import { emailSchema, isoDateSchema, objectIdSchema, requiredText } from './common';
import { careerArticleSchema, companyProfileSchema, interviewQuestionSchema } from './entities';
import { careerTopics, interviewQuestionCategories } from './enums';
import { mustBeOneOf } from './field-messages';

const plainQuery = <T extends z.ZodObject>(schema: T) =>
  z.preprocess((query) => (typeof query === 'object' && query !== null ? Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '')) : query), schema);

// ── Interview practice ──────────────────────────────────────────────────────────────────────

/** GET /api/interview/questions: every question, or those of one category (filtered on the server). */
export const interviewQuestionQuerySchema = plainQuery(
  z.object({
    category: z.enum(interviewQuestionCategories, { error: mustBeOneOf(interviewQuestionCategories) }).optional(),
  }),
);
export type InterviewQuestionQuery = z.infer<typeof interviewQuestionQuerySchema>;
export const interviewQuestionListSchema = z.array(interviewQuestionSchema);

/** The practice card's figures: distinct questions answered and the time spent on them. */
export const practiceProgressSchema = z.object({
  questionsPracticed: z.number().int().min(0),
  secondsSpent: z.number().int().min(0),
});
export type PracticeProgress = z.infer<typeof practiceProgressSchema>;

/** The longest a single question's practice counts: an open tab left alone adds no more. */
export const maxPracticeSecondsPerQuestion = 15 * 60;

/** POST /api/interview/practice: one question practised for this many seconds. */
export const practiceRecordSchema = z.object({
  questionId: objectIdSchema,
  seconds: z.number().int().min(1).max(maxPracticeSecondsPerQuestion),
});
export type PracticeRecord = z.infer<typeof practiceRecordSchema>;

export const interviewPracticeMessages = {
  title: 'Interview Preparation',
  empty: 'No questions in this category yet.',
  loadFailed: 'We could not load the practice questions. Please try again.',
  guestProgress: 'Practice figures for this visit. Sign in to keep them.',
  savedProgress: 'Your practice across visits.',
} as const;

// ── Company research ────────────────────────────────────────────────────────────────────────

/** GET /api/companies/search/:name: the name as typed (any case, accents, a typo or two). */
export const companySearchParamsSchema = z.object({
  name: requiredText(200).refine((name) => /[\p{L}\p{N}]/u.test(name), text('must contain a letter or a digit')),
});

/** The company found (with how many jobs it has open), or none and the nearest names. */
export const companyResearchResultSchema = z.object({
  company: companyProfileSchema.extend({ openJobs: z.number().int().min(0) }).nullable(),
  suggestions: z.array(z.string()),
});
export type CompanyResearchResult = z.infer<typeof companyResearchResultSchema>;

export const companyResearchMessages = {
  missingName: { title: 'Enter Company Name', message: 'Please enter a company name to search.' },
  found: { title: 'Company Found', message: 'Company information loaded successfully.' },
  failed: { title: 'Search Failed', message: 'Unable to find company information. Please try again.' },
  notFound: 'We could not find a company with that name.',
  suggestionsIntro: 'Did you mean:',
} as const;

// ── Career advice ───────────────────────────────────────────────────────────────────────────

/** GET /api/career/articles: the newest articles (three unless asked), of one topic when given. */
export const careerArticleQuerySchema = plainQuery(
  z.object({
    topic: z.enum(careerTopics, { error: mustBeOneOf(careerTopics) }).optional(),
    limit: z.coerce.number().int().min(1).max(12).default(3),
  }),
);
export type CareerArticleQuery = z.infer<typeof careerArticleQuerySchema>;

/** An article in a list: everything but its body. */
export const careerArticleSummarySchema = careerArticleSchema.omit({ content: true });
export type CareerArticleSummary = z.infer<typeof careerArticleSummarySchema>;
export const careerArticleListSchema = z.array(careerArticleSummarySchema);

export const careerTopicLabels: Record<(typeof careerTopics)[number], { title: string; description: string }> = {
  'skill-development': { title: 'Skill Development', description: 'Learn what employers look for and how to show it.' },
  'career-transition': { title: 'Career Transition', description: 'Change fields with a plan, from the military or anywhere.' },
  leadership: { title: 'Leadership', description: 'Lead teams, projects and yourself.' },
  'work-life-balance': { title: 'Work-Life Balance', description: 'Keep a career that fits the rest of your life.' },
};

/** POST /api/newsletter/subscribe. */
export const newsletterSubscriptionSchema = z.object({ email: emailSchema });
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;
export const newsletterSubscribedSchema = z.object({ email: z.string(), subscribedAt: isoDateSchema });

export const careerAdviceMessages = {
  title: 'Career Advice',
  emailRequired: { title: 'Email Required', message: 'Please enter your email address.' },
  subscribed: { title: 'Successfully Subscribed!', message: 'Thank you for subscribing to our newsletter.' },
  subscribeFailed: { title: 'Subscription Failed', message: 'Please try again later.' },
  noArticles: 'No articles on this topic yet.',
  articleNotFound: 'This article does not exist or was removed.',
} as const;
