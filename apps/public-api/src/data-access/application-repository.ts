import type { LanguageCode, QualificationExplanation, StoredFile } from '@jobboard/contracts';
import { ApplicationModel, EmployerNotificationModel, JobModel, toRecord } from '@jobboard/db';
import { isValidObjectId, type Types } from 'mongoose';

export interface NewApplication {
  jobId: Types.ObjectId;
  employerId: Types.ObjectId;
  userId?: string;
  veteranId?: string;
  applicantName: string;
  applicantEmail: string;
  jobTitle: string;
  companyName: string;
  preferredLanguage: LanguageCode;
  coverLetter?: string;
  screeningQuestions: string[];
  screeningResponses: string[];
  resume: StoredFile;
  supportingDocuments: StoredFile[];
  resumeText?: string;
  qualificationScore?: number;
  veteranBonus: number;
  rankScore: number;
  explanation: QualificationExplanation;
}

export const applicationRepository = {
  /** An active job to apply to, or undefined (unknown, malformed id, closed or paused). */
  findOpenJob: async (id: string) => {
    if (!isValidObjectId(id)) return undefined;
    const job = await JobModel.findOne({ _id: id, status: 'active' })
      .select({ employerId: 1, title: 1, companyName: 1, screeningQuestions: 1, experience: 1, requirements: 1, description: 1 })
      .lean();
    return job ?? undefined;
  },

  hasApplied: async (jobId: Types.ObjectId, applicantEmail: string) =>
    (await ApplicationModel.exists({ jobId, applicantEmail: applicantEmail.trim().toLowerCase() })) !== null,

  create: async (application: NewApplication) => {
    const created = await ApplicationModel.create({ ...application, status: 'pending', pipelineStage: 'applied' });
    return { id: created._id, record: toRecord(created) };
  },

  remove: async (id: Types.ObjectId) => {
    await ApplicationModel.deleteOne({ _id: id });
  },

  countApplicant: async (jobId: Types.ObjectId, change: 1 | -1) => {
    await JobModel.updateOne({ _id: jobId }, { $inc: { applicantCount: change } });
  },

  notifyEmployer: async (employerId: Types.ObjectId, applicationId: Types.ObjectId, message: string) => {
    await EmployerNotificationModel.create({ employerId, applicationId, type: 'new_application', message });
  },
};
