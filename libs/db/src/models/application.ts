import { model, Schema } from 'mongoose';
import { applicationFields } from './application-fields';
import { applyJsonShape } from '../json-shape';
import { keepSearchWords } from '../search-words';

const applicationSchema = new Schema(applicationFields);
// One confirmed application per person per job (anonymous ones wait in PendingApplication until
// their address is confirmed, so a stranger's unconfirmed squat blocks no one).
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
// Admin list: newest or by applicant, all or one status; search by words.
applicationSchema.index({ appliedAt: -1, _id: -1 });
applicationSchema.index({ status: 1, appliedAt: -1, _id: -1 });
applicationSchema.index({ applicantName: 1, _id: 1 });
applicationSchema.index({ status: 1, applicantName: 1, _id: 1 });
keepSearchWords(applicationSchema, ['applicantName', 'applicantEmail', 'jobTitle']);
applyJsonShape(applicationSchema, ['resumeText', 'searchWords']);

export const ApplicationModel = model('Application', applicationSchema);
