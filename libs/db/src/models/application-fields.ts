import { Schema, type SchemaDefinition } from 'mongoose';
import { applicationScoringStates, applicationStatuses, languageCodes, pipelineStages } from '@jobboard/contracts';

export const storedFileSchema = new Schema(
  {
    fileId: { type: Schema.Types.ObjectId, required: true },
    name: { type: String, required: true, maxlength: 255 },
    size: { type: Number, required: true, min: 0 },
    contentType: { type: String, required: true, maxlength: 100 },
    sha256: { type: String, required: true, maxlength: 64 },
  },
  { _id: false },
);

/**
 * The fields of an application, shared by a confirmed one (`Application`) and one that waits for its
 * applicant to confirm the address by email (`PendingApplication`), so confirming copies it whole.
 */
export const applicationFields = {
  jobId: { type: Schema.Types.ObjectId, ref: 'Job', required: true },
  // Denormalised so an employer's applications are one indexed query.
  employerId: { type: Schema.Types.ObjectId, ref: 'Employer', required: true },
  userId: { type: Schema.Types.ObjectId, ref: 'User' },
  veteranId: { type: Schema.Types.ObjectId, ref: 'VeteranProfile' },
  applicantId: { type: String, maxlength: 100 },
  applicantEmail: { type: String, required: true, lowercase: true, trim: true, maxlength: 254 },
  applicantName: { type: String, required: true, trim: true, maxlength: 200 },
  jobTitle: { type: String, required: true, maxlength: 200 },
  companyName: { type: String, required: true, maxlength: 200 },
  preferredLanguage: { type: String, enum: languageCodes, default: 'en' },
  resumeUrl: { type: String, maxlength: 500 },
  resume: { type: storedFileSchema },
  supportingDocuments: { type: [storedFileSchema], default: [] },
  // Extracted text of the resume, for ranking and analysis; never sent to clients.
  resumeText: { type: String, select: false },
  coverLetter: { type: String, trim: true, maxlength: 20_000 },
  // The questions as they were asked (the job's own, then the always-asked ones), so the answers
  // keep their questions when the job is edited later.
  screeningQuestions: { type: [String], default: undefined },
  screeningResponses: { type: [String], default: [] },
  // An application is stored as the applicant is answered and scored afterwards by the worker
  // (libs/applications score-application.ts). Absent on applications stored scored.
  scoring: { type: String, enum: applicationScoringStates },
  qualificationScore: { type: Number, min: 0, max: 100 },
  veteranBonus: { type: Number, default: 0, min: 0 },
  // qualificationScore + veteranBonus, kept in step by whoever writes either (the ranked list sorts on it).
  rankScore: { type: Number, default: 0, min: 0 },
  // Why the score is what it is (qualificationExplanationSchema): requirements met with evidence, missing, factors.
  explanation: { type: Schema.Types.Mixed },
  status: { type: String, enum: applicationStatuses, default: 'pending' },
  appliedAt: { type: Date, default: () => new Date() },
  reviewedAt: { type: Date },
  // Set by the closure sweep's atomic claim when it closed the application with no decision (status closed).
  autoClosedAt: { type: Date },
  // When an employer first opened an application that carries a veteran's profile: it counts once as a profile view.
  veteranProfileViewedAt: { type: Date },
  notes: { type: String, trim: true, maxlength: 5000 },
  rejectionReason: { type: String, trim: true, maxlength: 1000 },
  pipelineStage: { type: String, enum: pipelineStages, default: 'applied' },
  employerRating: { type: Number, min: 0, max: 5, validate: Number.isInteger },
  employerNotes: { type: String, trim: true, maxlength: 5000 },
  lastContactDate: { type: Date },
  nextFollowUpDate: { type: Date },
  applicantFollowUpSent: { type: Boolean, default: false },
  applicantFollowUpDate: { type: Date },
  followUpMessage: { type: String, trim: true, maxlength: 5000 },
} satisfies SchemaDefinition;
