/**
 * The resume and document analysis tools of /resume: the two upload forms, their limits and
 * messages, the analysis report, the history of a signed-in person and its trend.
 */
import { z } from 'zod';
import { isoDateSchema, objectIdSchema } from './common';
import { documentAnalysisDetailSchema, documentSuggestionSchema, resumeFeedbackSchema } from './entities';
import { documentTypes } from './enums';

export const analysisKinds = ['resume', 'document'] as const;
export type AnalysisKind = (typeof analysisKinds)[number];

/** The two tabs' upload rules: Traditional takes 5 MB PDF/DOC/DOCX, the AI Document Analyzer 10 MB PDF/DOC/DOCX/TXT. */
export const analysisUploadLimits = {
  resume: { maxFileBytes: 5 * 1024 * 1024, extensions: ['.pdf', '.doc', '.docx'] },
  document: { maxFileBytes: 10 * 1024 * 1024, extensions: ['.pdf', '.doc', '.docx', '.txt'] },
} as const satisfies Record<AnalysisKind, { maxFileBytes: number; extensions: readonly string[] }>;

/** The spec's texts for both tabs. */
export const analysisMessages = {
  resume: {
    tooLarge: { title: 'File Too Large', message: 'Please upload a file smaller than 5MB.' },
    invalidType: { title: 'Invalid File Type', message: 'Please upload a PDF, DOC, or DOCX file.' },
    complete: { title: 'Analysis Complete', message: 'Your resume has been analyzed successfully.' },
    failed: { title: 'Analysis Failed', message: 'There was an error analyzing your resume. Please try again.' },
  },
  document: {
    tooLarge: { title: 'Analysis Failed', message: 'File too large. Maximum size is 10MB.' },
    invalidType: { title: 'Analysis Failed', message: `Invalid file type. Please upload: ${analysisUploadLimits.document.extensions.join(', ')}` },
    invalid: { title: 'Analysis Failed', message: 'Invalid file. Please try again.' },
    complete: { title: 'Analysis Complete!', message: 'Your document has been analyzed successfully.' },
    failed: { title: 'Analysis Failed', message: 'Failed to analyze document. Please try again.' },
  },
  /** The parse-quality gate's refusal: no score from text that cannot be trusted. */
  unreadable: 'We could not read this file reliably',
  noFile: 'Please choose a file to analyze.',
} as const;

/** POST /api/resume/analyze (multipart): the resume file plus an optional job to match. */
export const resumeAnalysisFormFieldsSchema = z.object({
  jobId: objectIdSchema.optional(),
});
/** POST /api/analyze-document (multipart): the document file, its type and an optional job to match. */
export const documentAnalysisFormFieldsSchema = z.object({
  documentType: z.enum(documentTypes).default('resume'),
  jobId: objectIdSchema.optional(),
});

const findingSchema = z.object({
  id: z.string(),
  category: z.string(),
  subScore: z.enum(['content', 'formatting', 'keywords']),
  status: z.enum(['good', 'warning', 'problem']),
  title: z.string(),
  detail: z.string(),
  evidence: z.array(z.string()),
  points: z.number(),
  maxPoints: z.number(),
});

export const jobMatchSchema = z.object({
  jobId: objectIdSchema,
  jobTitle: z.string(),
  score: z.number().int().min(0).max(100),
  requirementsMet: z.array(z.object({ requirement: z.string(), evidence: z.string() })),
  /** Partly shown, with the line(s) shown; each is also in requirementsMissing (the employer's score reads them alike). */
  requirementsPartial: z.array(z.object({ requirement: z.string(), evidence: z.string() })).optional(),
  requirementsMissing: z.array(z.string()),
  factors: z.array(z.object({ name: z.string(), label: z.string(), points: z.number(), maxPoints: z.number(), detail: z.string() })),
});

/** The answer of both calls: the spec's fields (score, feedback; analysis, suggestions) plus the findings behind them. */
export const analysisReportSchema = z.object({
  id: objectIdSchema,
  kind: z.enum(analysisKinds),
  fileName: z.string(),
  documentType: z.enum(documentTypes),
  score: z.number().int().min(0).max(100),
  label: z.string(),
  colour: z.enum(['green', 'yellow', 'red']),
  verdict: z.string(),
  subScores: z.object({ content: z.number(), formatting: z.number(), keywords: z.number() }),
  words: z.number().int(),
  sections: z.object({ found: z.array(z.string()), missing: z.array(z.string()) }),
  analysis: documentAnalysisDetailSchema,
  suggestions: z.array(documentSuggestionSchema),
  feedback: z.array(resumeFeedbackSchema),
  findings: z.array(findingSchema),
  match: jobMatchSchema.optional(),
  /** Where the PDF report is; for a guest it carries the key only this answer gives. */
  reportUrl: z.string(),
  /** How long each step took on the server, in milliseconds. */
  timings: z.object({ extractMs: z.number(), analyseMs: z.number() }),
  createdAt: isoDateSchema,
});
export type AnalysisReport = z.infer<typeof analysisReportSchema>;

export const analysisHistoryItemSchema = z.object({
  id: objectIdSchema,
  kind: z.enum(analysisKinds),
  fileName: z.string(),
  documentType: z.enum(documentTypes),
  score: z.number().int().min(0).max(100),
  jobTitle: z.string().optional(),
  matchScore: z.number().int().optional(),
  createdAt: isoDateSchema,
});
export type AnalysisHistoryItem = z.infer<typeof analysisHistoryItemSchema>;

/** GET /api/document-analyses: the signed-in person's analyses, newest first, and how the score moved. */
export const analysisHistorySchema = z.object({
  items: z.array(analysisHistoryItemSchema),
  trend: z.object({
    /** Oldest to newest, the scores of the last analyses shown. */
    scores: z.array(z.number().int()),
    /** Latest minus first of those; 0 with fewer than two. */
    change: z.number().int(),
  }),
});
export type AnalysisHistory = z.infer<typeof analysisHistorySchema>;

/** GET /api/document-analyses/:id/report.pdf: a guest's key (from the analysis answer); the owner needs none. */
export const analysisReportQuerySchema = z.object({
  key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,64}$/)
    .optional(),
});
