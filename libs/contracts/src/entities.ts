/**
 * Every entity of the data model (see docs/database.md), as it travels in JSON:
 * `id` instead of `_id`, dates as ISO strings, money as integer cents, and never a
 * password hash.
 */
import { z } from 'zod';
import { isoDateSchema, objectIdSchema } from './common';
import { fairChanceAttestationSchema } from './employer-trust';
import {
  answerFrameworks,
  applicationStatuses,
  availabilities,
  companyLogoKeys,
  companySizes,
  documentTypes,
  employerIndustries,
  employerStandings,
  experienceLevels,
  feedbackTypes,
  interviewQuestionCategories,
  interviewStatuses,
  interviewTypes,
  jobStatuses,
  jobTypes,
  languageCodes,
  militaryBranches,
  notificationTypes,
  paymentStatuses,
  paymentTypes,
  pipelineStages,
  questionDifficulties,
  salaryPeriods,
  securityClearances,
  statementPaymentStatuses,
  subscriptionStatuses,
  suggestionPriorities,
  verificationStatuses,
  veteranEducationLevels,
} from './enums';

const id = objectIdSchema;
const date = isoDateSchema;
const timestamps = { createdAt: date, updatedAt: date };

export const employerSchema = z.object({
  id,
  email: z.string(),
  /** When the account confirmed its address from the emailed link; absent until then (and again after a change). */
  emailVerifiedAt: date.optional(),
  companyName: z.string(),
  contactName: z.string(),
  phone: z.string().optional(),
  address: z.string().optional(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  /** The IANA zone interview times are read in; derived from the state until changed in Settings. */
  timeZone: z.string().optional(),
  website: z.string().optional(),
  industry: z.enum(employerIndustries),
  companySize: z.enum(companySizes),
  description: z.string().optional(),
  logoUrl: z.string().optional(),
  verificationStatus: z.enum(verificationStatuses),
  /** The admin's reason for the last verification decision (shown with a rejection), and when it was made. */
  verificationReason: z.string().optional(),
  verificationDecidedAt: date.optional(),
  /** False once an admin deactivated the account (it cannot sign in). */
  isActive: z.boolean().optional(),
  stripeCustomerId: z.string().optional(),
  stripeSubscriptionId: z.string().optional(),
  subscriptionStatus: z.enum(subscriptionStatuses),
  subscriptionPlan: z.string().optional(),
  jobPostCredits: z.number().int().min(0),
  subscriptionStartDate: date.optional(),
  subscriptionEndDate: date.optional(),
  trialEnd: date.optional(),
  /** The start of the plan's billing period as Stripe reports it. */
  currentPeriodStart: date.optional(),
  /** The plan's current period, and how many of its posts are used (the posting entitlement). */
  planPeriodStart: date.optional(),
  planPostsUsed: z.number().int().min(0).optional(),
  /** The plan ends at subscriptionEndDate instead of renewing. */
  cancelAtPeriodEnd: z.boolean().optional(),
  /** The fair-chance practices the employer attested to in Settings, and when. */
  fairChanceAttestation: fairChanceAttestationSchema.optional(),
  ...timestamps,
});
export type Employer = z.infer<typeof employerSchema>;

/** A job seeker account (the User fields plus its signup profile). */
export const userSchema = z.object({
  id,
  email: z.string(),
  /** When the account confirmed its address from the emailed link; absent until then (and again after a change). */
  emailVerifiedAt: date.optional(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().optional(),
  preferredLanguage: z.enum(languageCodes),
  phone: z.string().optional(),
  location: z.string().optional(),
  experienceLevel: z.enum(experienceLevels).optional(),
  currentJobTitle: z.string().optional(),
  industry: z.string().optional(),
  skills: z.array(z.string()),
  education: z.string().optional(),
  profileSummary: z.string().optional(),
  preferredJobTypes: z.array(z.enum(jobTypes)),
  salaryExpectation: z.string().optional(),
  relocateWilling: z.boolean(),
  availability: z.enum(availabilities).optional(),
  linkedinUrl: z.string().optional(),
  resumeUrl: z.string().optional(),
  /** False once an admin deactivated the account (it cannot sign in). */
  isActive: z.boolean().optional(),
  ...timestamps,
});
export type User = z.infer<typeof userSchema>;

export const jobSchema = z.object({
  id,
  employerId: id,
  title: z.string(),
  department: z.string().optional(),
  location: z.string(),
  city: z.string().optional(),
  state: z.string().optional(),
  zipCode: z.string().optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  type: z.enum(jobTypes),
  experience: z.enum(experienceLevels),
  salaryMin: z.number().int().optional(),
  salaryMax: z.number().int().optional(),
  salaryPeriod: z.enum(salaryPeriods),
  description: z.string(),
  requirements: z.array(z.string()),
  responsibilities: z.array(z.string()),
  benefits: z.array(z.string()),
  schedule: z.string().optional(),
  applicationDeadline: date.optional(),
  screeningQuestions: z.array(z.string()),
  /** The employer's current fair-chance attestation (set from it, never per job): see `fairChance`. */
  secondChanceEmployer: z.boolean(),
  /** What the employer attested and when, copied onto its jobs while the attestation counts. */
  fairChance: fairChanceAttestationSchema.optional(),
  /** The clearance a candidate must hold; absent when none is required. */
  clearanceRequired: z.enum(securityClearances).optional(),
  status: z.enum(jobStatuses),
  applicantCount: z.number().int().min(0),
  viewCount: z.number().int().min(0),
  companyName: z.string(),
  companyLogo: z.enum(companyLogoKeys),
  /** The employer is verified by an admin (stored with the job, changed with the employer's status). */
  employerVerified: z.boolean().optional(),
  /** What job seekers are shown: a "Verified employer" badge or an "Unverified employer" label (libs/domain employer-standing). */
  employerStanding: z.enum(employerStandings),
  posted: date,
  /** When the job was closed, for closed jobs closed since this was recorded. */
  closedAt: date.optional(),
  updatedAt: date,
  /** Display only: miles from the searched location. */
  distance: z.number().optional(),
});
export type Job = z.infer<typeof jobSchema>;

export const storedFileSchema = z.object({
  fileId: id,
  name: z.string(),
  size: z.number().int().min(0),
  contentType: z.string(),
  sha256: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

export const applicationSchema = z.object({
  id,
  jobId: id,
  userId: id.optional(),
  veteranId: id.optional(),
  applicantId: z.string().optional(),
  applicantEmail: z.string(),
  applicantName: z.string(),
  jobTitle: z.string(),
  companyName: z.string(),
  preferredLanguage: z.enum(languageCodes),
  resumeUrl: z.string().optional(),
  resume: storedFileSchema.optional(),
  supportingDocuments: z.array(storedFileSchema),
  coverLetter: z.string().optional(),
  screeningResponses: z.array(z.string()),
  qualificationScore: z.number().optional(),
  veteranBonus: z.number(),
  status: z.enum(applicationStatuses),
  appliedAt: date,
  reviewedAt: date.optional(),
  notes: z.string().optional(),
  /** Shown to the candidate when given with a rejection. */
  rejectionReason: z.string().optional(),
  pipelineStage: z.enum(pipelineStages),
  employerRating: z.number().int().min(0).max(5).optional(),
  employerNotes: z.string().optional(),
  lastContactDate: date.optional(),
  nextFollowUpDate: date.optional(),
  applicantFollowUpSent: z.boolean(),
  applicantFollowUpDate: date.optional(),
});
export type Application = z.infer<typeof applicationSchema>;

export const employerNotificationSchema = z.object({
  id,
  employerId: id,
  applicationId: id.optional(),
  type: z.enum(notificationTypes),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: date,
});
export type EmployerNotification = z.infer<typeof employerNotificationSchema>;

export const interviewSchema = z.object({
  id,
  applicationId: id,
  employerId: id,
  candidateName: z.string(),
  candidateEmail: z.string(),
  jobTitle: z.string(),
  scheduledDateTime: date,
  duration: z.number().int(),
  meetingLink: z.string().optional(),
  meetingId: z.string().optional(),
  status: z.enum(interviewStatuses),
  interviewType: z.enum(interviewTypes),
  notes: z.string().optional(),
  feedback: z.string().optional(),
  rating: z.number().int().min(1).max(5).optional(),
});
export type Interview = z.infer<typeof interviewSchema>;

export const veteranProfileSchema = z.object({
  id,
  email: z.string(),
  /** When the account confirmed its address from the emailed link; absent until then (and again after a change). */
  emailVerifiedAt: date.optional(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().optional(),
  location: z.string().optional(),
  militaryBranch: z.enum(militaryBranches),
  rank: z.string().optional(),
  serviceYears: z.string().optional(),
  deployments: z.array(z.string()),
  securityClearance: z.enum(securityClearances).optional(),
  mos: z.string().optional(),
  skills: z.array(z.string()),
  certifications: z.array(z.string()),
  education: z.enum(veteranEducationLevels).optional(),
  preferredJobTypes: z.array(z.enum(jobTypes)),
  salaryExpectation: z.string().optional(),
  relocateWilling: z.boolean(),
  resumeUrl: z.string().optional(),
  profileSummary: z.string().optional(),
  linkedinUrl: z.string().optional(),
  availability: z.enum(availabilities),
  isActive: z.boolean(),
  profileViews: z.number().int().min(0),
  ...timestamps,
});
export type VeteranProfile = z.infer<typeof veteranProfileSchema>;

export const emailPreferenceSchema = z.object({
  id,
  email: z.string(),
  name: z.string().optional(),
  phoneNumber: z.string().optional(),
  jobAlerts: z.boolean(),
  secondChanceAlerts: z.boolean(),
  smsAlerts: z.boolean(),
  preferredLanguage: z.enum(languageCodes),
  subscribed: z.boolean(),
});
export type EmailPreference = z.infer<typeof emailPreferenceSchema>;

export const paymentSchema = z.object({
  id,
  employerId: id,
  stripePaymentIntentId: z.string(),
  /** Integer cents. */
  amount: z.number().int(),
  currency: z.string(),
  type: z.enum(paymentTypes),
  status: z.enum(paymentStatuses),
  description: z.string().optional(),
  /** The invoice's lines where it has several (an upgrade's proration credit and charge). */
  lines: z.array(z.object({ description: z.string(), amount: z.number().int() })).optional(),
  receiptUrl: z.string().optional(),
  createdAt: date,
});
export type Payment = z.infer<typeof paymentSchema>;

export const subscriptionPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Integer cents per month. */
  price: z.number().int().min(0),
  /** Absent means unlimited. */
  jobPostLimit: z.number().int().min(0).optional(),
  features: z.array(z.string()),
  stripePriceId: z.string().optional(),
  stripeLookupKey: z.string().optional(),
  isActive: z.boolean(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

export const billingStatementSchema = z.object({
  id,
  employerId: id,
  month: z.number().int().min(1).max(12),
  year: z.number().int(),
  totalAmount: z.number().int(),
  subscriptionFee: z.number().int(),
  jobPostFees: z.number().int(),
  boostFees: z.number().int(),
  jobPostCount: z.number().int(),
  paymentStatus: z.enum(statementPaymentStatuses),
  statementUrl: z.string().optional(),
  emailSent: z.boolean(),
});
export type BillingStatement = z.infer<typeof billingStatementSchema>;

export const billingInfoSchema = z.object({
  subscriptionStatus: z.enum(subscriptionStatuses),
  subscriptionPlan: z.string().optional(),
  jobPostCredits: z.number().int(),
  subscriptionEndDate: date.optional(),
  payments: z.array(paymentSchema),
  statements: z.array(billingStatementSchema),
});

export const adminUserSchema = z.object({
  id,
  username: z.string().max(50),
  email: z.string().max(255).optional(),
  firstName: z.string().max(100).optional(),
  lastName: z.string().max(100).optional(),
  isActive: z.boolean(),
  lastLoginAt: date.optional(),
  ...timestamps,
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminSessionSchema = z.object({ id, adminUserId: id, expiresAt: date });
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** A Session (sid, sess, expire): the stored session of a non-admin account. */
export const sessionSchema = z.object({
  sid: z.string(),
  sess: z.object({ subjectId: id, role: z.enum(['jobseeker', 'employer', 'veteran']) }),
  expire: date,
});
export type Session = z.infer<typeof sessionSchema>;

export const companyProfileSchema = z.object({
  id,
  name: z.string(),
  industry: z.string(),
  location: z.string(),
  employees: z.string(),
  revenue: z.string(),
  rating: z.number().min(0).max(5),
  founded: z.string(),
  overview: z.string(),
  values: z.array(z.string()),
  benefits: z.array(z.string()),
  interviewProcess: z.array(z.string()),
  commonQuestions: z.array(z.string()),
  culture: z.string(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

export const resumeFeedbackSchema = z.object({
  type: z.enum(feedbackTypes),
  title: z.string(),
  description: z.string(),
});
export const resumeAnalysisSchema = z.object({
  id,
  filename: z.string(),
  score: z.number().int().min(0).max(100),
  feedback: z.array(resumeFeedbackSchema),
  createdAt: date,
});
export type ResumeAnalysis = z.infer<typeof resumeAnalysisSchema>;

export const documentSuggestionSchema = z.object({
  priority: z.enum(suggestionPriorities),
  category: z.string(),
  suggestion: z.string(),
  impact: z.string(),
});
export const documentAnalysisDetailSchema = z.object({
  keywordAnalysis: z.object({ score: z.number(), found: z.array(z.string()), missing: z.array(z.string()) }),
  formatting: z.object({ score: z.number(), issues: z.array(z.string()) }),
  content: z.object({ score: z.number() }),
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
});
export const documentAnalysisSchema = z.object({
  id,
  userId: id.optional(),
  documentType: z.enum(documentTypes),
  fileName: z.string(),
  filePath: z.string().optional(),
  originalText: z.string().optional(),
  analysis: documentAnalysisDetailSchema,
  suggestions: z.array(documentSuggestionSchema),
  score: z.number().int().min(0).max(100),
  status: z.string(),
  createdAt: date,
});
export type DocumentAnalysis = z.infer<typeof documentAnalysisSchema>;

export const interviewQuestionSchema = z.object({
  id,
  question: z.string(),
  category: z.enum(interviewQuestionCategories),
  difficulty: z.enum(questionDifficulties),
  industry: z.string().optional(),
  framework: z.enum(answerFrameworks),
  tips: z.array(z.string()),
});
export type InterviewQuestion = z.infer<typeof interviewQuestionSchema>;

export const careerArticleSchema = z.object({
  id,
  title: z.string(),
  category: z.string(),
  readTime: z.string(),
  excerpt: z.string(),
  content: z.string(),
  imageUrl: z.string().optional(),
  createdAt: date,
});
export type CareerArticle = z.infer<typeof careerArticleSchema>;
