import { guestAnalysisRetentionDays } from '@jobboard/domain';
import { DocumentAnalysisModel, ResumeAnalysisModel } from '@jobboard/db';
import { useTestDatabase } from '@jobboard/test-kit';
import { Types } from 'mongoose';
import { removeExpiredGuestAnalyses } from '@jobboard/analysis-store';

useTestDatabase();

const dayMs = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-27T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * dayMs);

/** A stored analysis of either tool, made `days` ago, by a guest unless an owner is given. */
const storeAnalysis = async (kind: 'resume' | 'document', days: number, owner: { userId?: Types.ObjectId; veteranId?: Types.ObjectId } = {}) => {
  const createdAt = daysAgo(days);
  const saved =
    kind === 'resume'
      ? await ResumeAnalysisModel.create({ filename: 'resume.pdf', score: 70, accessKeyHash: owner.userId || owner.veteranId ? undefined : 'hash', ...owner })
      : await DocumentAnalysisModel.create({
          documentType: 'resume',
          fileName: 'resume.pdf',
          score: 70,
          analysis: {},
          accessKeyHash: owner.userId || owner.veteranId ? undefined : 'hash',
          ...owner,
        });
  // createdAt is set by the timestamps option; the test dates it directly.
  await (kind === 'resume' ? ResumeAnalysisModel : DocumentAnalysisModel).collection.updateOne({ _id: saved._id }, { $set: { createdAt } });
  return String(saved._id);
};

const stillStored = async (ids: string[]) => {
  const [resumes, documents] = await Promise.all([
    ResumeAnalysisModel.find({ _id: { $in: ids } }, { _id: 1 }).lean(),
    DocumentAnalysisModel.find({ _id: { $in: ids } }, { _id: 1 }).lean(),
  ]);
  return [...resumes, ...documents].map((record) => String(record._id)).sort();
};

beforeEach(async () => {
  await Promise.all([ResumeAnalysisModel.deleteMany({}), DocumentAnalysisModel.deleteMany({})]);
});

describe('removing guests\' analyses past their retention', () => {
  it(`deletes a guest's analyses of both tools older than ${guestAnalysisRetentionDays} days, and keeps recent ones and every signed-in person's`, async () => {
    const oldGuest = [await storeAnalysis('resume', guestAnalysisRetentionDays + 1), await storeAnalysis('document', 90)];
    const kept = [
      await storeAnalysis('resume', guestAnalysisRetentionDays - 1),
      await storeAnalysis('document', 2),
      await storeAnalysis('resume', 400, { userId: new Types.ObjectId() }),
      await storeAnalysis('document', 400, { veteranId: new Types.ObjectId() }),
    ];

    expect(await removeExpiredGuestAnalyses(now)).toBe(oldGuest.length);

    expect(await stillStored([...oldGuest, ...kept])).toEqual([...kept].sort());
  });

  it('deletes each record once when several sweeps run at once (two instances of the service)', async () => {
    for (let index = 0; index < 12; index += 1) await storeAnalysis(index % 2 ? 'resume' : 'document', 60 + index);

    const removed = await Promise.all(Array.from({ length: 4 }, () => removeExpiredGuestAnalyses(now)));

    expect(removed.reduce((total, count) => total + count, 0)).toBe(12);
    expect(await ResumeAnalysisModel.countDocuments()).toBe(0);
    expect(await DocumentAnalysisModel.countDocuments()).toBe(0);
  });
});
