import { model, Schema } from 'mongoose';
import { applicationFields } from './application-fields';
import { applyJsonShape } from '../json-shape';

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
applicationSchema.index({ appliedAt: -1 });
applyJsonShape(applicationSchema, ['resumeText']);

export const ApplicationModel = model('Application', applicationSchema);
