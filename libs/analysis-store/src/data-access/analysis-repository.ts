import { DocumentAnalysisModel, ResumeAnalysisModel, type StoredFields } from '@jobboard/db';
import type { AnalysisKind, DocumentType } from '@jobboard/contracts';
import type { DocumentReport } from '@jobboard/document-analysis';
import { Types } from 'mongoose';

/** Who an analysis belongs to: a job seeker, a veteran, or a guest holding a key. */
export interface AnalysisOwner {
  userId?: string;
  veteranId?: string;
}

export interface StoredAnalysis {
  id: string;
  kind: AnalysisKind;
  fileName: string;
  documentType: DocumentType;
  score: number;
  report: DocumentReport & { match?: DocumentReport['match'] & { jobId: string } };
  userId?: string;
  veteranId?: string;
  accessKeyHash?: string;
  createdAt: Date;
}

interface NewAnalysis extends AnalysisOwner {
  kind: AnalysisKind;
  fileName: string;
  report: StoredAnalysis['report'];
  accessKeyHash?: string;
}

const ownerFilter = (owner: AnalysisOwner) => (owner.userId ? { userId: owner.userId } : { veteranId: owner.veteranId });

/** The traditional tab's results live in resume analyses, the analyzer's in document analyses (the spec's two entities). */
export const analysisRepository = {
  async create({ kind, fileName, report, userId, veteranId, accessKeyHash }: NewAnalysis): Promise<{ id: string; createdAt: Date }> {
    const owner = { userId, veteranId };
    const saved =
      kind === 'resume'
        ? await ResumeAnalysisModel.create({ filename: fileName, score: report.score, feedback: report.feedback, report, accessKeyHash, ...owner })
        : await DocumentAnalysisModel.create({
            documentType: report.documentType,
            fileName,
            score: report.score,
            analysis: {
              keywordAnalysis: report.keywords,
              formatting: report.formatting,
              content: { score: report.subScores.content },
              strengths: report.strengths,
              weaknesses: report.weaknesses,
            },
            suggestions: report.suggestions,
            report,
            accessKeyHash,
            ...owner,
          });
    return { id: String(saved._id), createdAt: saved.createdAt as Date };
  },

  /**
   * Deletes guests' analyses (no job seeker, no veteran) made before `cutoff`, in both entities;
   * answers how many. Each delete is one statement, so sweeps running at once cannot clash: a
   * record is deleted once, whoever gets there first. `userId: null` also matches a missing field,
   * so the (userId, createdAt) index narrows it.
   */
  async removeGuestAnalysesBefore(cutoff: Date): Promise<number> {
    const guestsBefore = { userId: null, veteranId: null, createdAt: { $lt: cutoff } };
    const [resumes, documents] = await Promise.all([ResumeAnalysisModel.deleteMany(guestsBefore), DocumentAnalysisModel.deleteMany(guestsBefore)]);
    return resumes.deletedCount + documents.deletedCount;
  },

  async findById(id: string): Promise<StoredAnalysis | undefined> {
    if (!Types.ObjectId.isValid(id)) return undefined;
    const resume = await ResumeAnalysisModel.findById(id).select('+accessKeyHash').lean();
    if (resume) return fromResume(resume);
    const document = await DocumentAnalysisModel.findById(id).select('+accessKeyHash').lean();
    return document ? fromDocument(document) : undefined;
  },

  /** The owner's latest analyses of both kinds, newest first (what the history lists: no report but its match). */
  async listOf(owner: AnalysisOwner, limit: number) {
    const filter = ownerFilter(owner);
    const listed = { score: 1, createdAt: 1, userId: 1, veteranId: 1, 'report.match.jobTitle': 1, 'report.match.score': 1 };
    const [resumes, documents] = await Promise.all([
      ResumeAnalysisModel.find(filter, { ...listed, filename: 1 }).sort({ createdAt: -1 }).limit(limit).lean(),
      DocumentAnalysisModel.find(filter, { ...listed, fileName: 1, documentType: 1 }).sort({ createdAt: -1 }).limit(limit).lean(),
    ]);
    return [...resumes.map(fromResume), ...documents.map(fromDocument)]
      .map(({ id, kind, fileName, documentType, score, report, createdAt }) => {
        const match = report?.match && { jobTitle: report.match.jobTitle, score: report.match.score };
        return { id, kind, fileName, documentType, score, match, createdAt };
      })
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id))
      .slice(0, limit);
  },

};

/** What both kinds keep alike (the access key is read only where it is checked). */
type AnalysisFields = 'score' | 'report' | 'userId' | 'veteranId' | 'accessKeyHash' | 'createdAt';

const ownerOf = (doc: { userId?: Types.ObjectId | null; veteranId?: Types.ObjectId | null }) => ({
  userId: doc.userId ? String(doc.userId) : undefined,
  veteranId: doc.veteranId ? String(doc.veteranId) : undefined,
});

/** A traditional-tab analysis as the use cases read it. */
const fromResume = (doc: StoredFields<typeof ResumeAnalysisModel, 'filename' | AnalysisFields>): StoredAnalysis => ({
  id: String(doc._id),
  kind: 'resume',
  fileName: doc.filename,
  documentType: 'resume',
  score: doc.score,
  report: doc.report as StoredAnalysis['report'],
  ...ownerOf(doc),
  accessKeyHash: doc.accessKeyHash ?? undefined,
  createdAt: doc.createdAt,
});

/** An analyzer-tab analysis as the use cases read it. */
const fromDocument = (doc: StoredFields<typeof DocumentAnalysisModel, 'fileName' | 'documentType' | AnalysisFields>): StoredAnalysis => ({
  id: String(doc._id),
  kind: 'document',
  fileName: doc.fileName,
  documentType: doc.documentType as DocumentType,
  score: doc.score,
  report: doc.report as StoredAnalysis['report'],
  ...ownerOf(doc),
  accessKeyHash: doc.accessKeyHash ?? undefined,
  createdAt: doc.createdAt,
});
