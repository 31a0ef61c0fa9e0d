import { model, Schema } from 'mongoose';
import { applicationStatuses, languageCodes, pipelineStages } from '@jobboard/contracts';
import { applyJsonShape } from '../json-shape';

const storedFileSchema = new Schema(
  {
    fileId: { type: Schema.Types.ObjectId, required: true },
    name: { type: String, required: true, maxlength: 255 },
    size: { type: Number, required: true, min: 0 },
    contentType: { type: String, required: true, maxlength: 100 },
    sha256: { type: String, required: true, maxlength: 64 },
  },
  { _id: false },
);

const applicationSchema = new Schema({
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
  qualificationScore: { type: Number, min: 0, max: 100 },
  veteranBonus: { type: Number, default: 0, min: 0 },
  // qualificationScore + veteranBonus, kept in step by whoever writes either (the ranked list sorts on it).
  rankScore: { type: Number, default: 0, min: 0 },
  // Why the score is what it is (qualificationExplanationSchema): requirements met with evidence, missing, factors.
  explanation: { type: Schema.Types.Mixed },
  status: { type: String, enum: applicationStatuses, default: 'pending' },
  appliedAt: { type: Date, default: () => new Date() },
  reviewedAt: { type: Date },
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
});
// One application per person per job.
applicationSchema.index({ jobId: 1, applicantEmail: 1 }, { unique: true });
applicationSchema.index({ employerId: 1, appliedAt: -1, _id: -1 });
applicationSchema.index({ employerId: 1, jobId: 1, appliedAt: -1, _id: -1 });
applicationSchema.index({ employerId: 1, status: 1, appliedAt: -1, _id: -1 });
// The ranked pipeline: highest displayed score first, ties to the earlier application.
applicationSchema.index({ employerId: 1, rankScore: -1, appliedAt: 1, _id: 1 });
applicationSchema.index({ employerId: 1, jobId: 1, rankScore: -1, appliedAt: 1, _id: 1 });
applicationSchema.index({ jobId: 1 });
applicationSchema.index({ userId: 1, appliedAt: -1, _id: -1 });
applicationSchema.index({ veteranId: 1, appliedAt: -1 });
applicationSchema.index({ appliedAt: -1 });
applyJsonShape(applicationSchema, ['resumeText']);

export const ApplicationModel = model('Application', applicationSchema);
