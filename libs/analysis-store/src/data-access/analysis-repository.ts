import { DocumentAnalysisModel, ResumeAnalysisModel } from '@jobboard/db';
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
    if (resume) {
      return {
        id,
        kind: 'resume',
        fileName: resume.filename,
        documentType: 'resume',
        score: resume.score,
        report: resume.report as StoredAnalysis['report'],
        userId: resume.userId ? String(resume.userId) : undefined,
        veteranId: resume.veteranId ? String(resume.veteranId) : undefined,
        accessKeyHash: resume.accessKeyHash ?? undefined,
        createdAt: resume.createdAt as Date,
      };
    }
    const document = await DocumentAnalysisModel.findById(id).select('+accessKeyHash').lean();
    if (!document) return undefined;
    return {
      id,
      kind: 'document',
      fileName: document.fileName,
      documentType: document.documentType as DocumentType,
      score: document.score,
      report: document.report as StoredAnalysis['report'],
      userId: document.userId ? String(document.userId) : undefined,
      veteranId: document.veteranId ? String(document.veteranId) : undefined,
      accessKeyHash: document.accessKeyHash ?? undefined,
      createdAt: document.createdAt as Date,
    };
  },

  /** The owner's latest analyses of both kinds, newest first. */
  async listOf(owner: AnalysisOwner, limit: number) {
    const filter = ownerFilter(owner);
    const fields = { score: 1, createdAt: 1, 'report.match.jobTitle': 1, 'report.match.score': 1 };
    const [resumes, documents] = await Promise.all([
      ResumeAnalysisModel.find(filter, { ...fields, filename: 1 })
        .sort({ createdAt: -1 })
        .limit(limit)
        .lean<{ _id: Types.ObjectId; filename: string; score: number; report?: unknown; createdAt: Date }[]>(),
      DocumentAnalysisModel.find(filter, { ...fields, fileName: 1, documentType: 1 })
        .sort({ createdAt: -1 })
        .limit(limit)
        .lean<{ _id: Types.ObjectId; fileName: string; documentType: string; score: number; report?: unknown; createdAt: Date }[]>(),
    ]);
    const matchOf = (report: unknown) => (report as { match?: { jobTitle: string; score: number } } | undefined)?.match;
    return [
      ...resumes.map((item) => ({ id: String(item._id), kind: 'resume' as const, fileName: item.filename, documentType: 'resume' as DocumentType, score: item.score, match: matchOf(item.report), createdAt: item.createdAt as Date })),
      ...documents.map((item) => ({ id: String(item._id), kind: 'document' as const, fileName: item.fileName, documentType: item.documentType as DocumentType, score: item.score, match: matchOf(item.report), createdAt: item.createdAt as Date })),
    ]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id))
      .slice(0, limit);
  },
};
