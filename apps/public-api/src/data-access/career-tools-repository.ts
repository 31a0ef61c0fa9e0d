import type { CareerArticle, CareerArticleSummary, CareerTopic, CompanyProfile, InterviewQuestion, InterviewQuestionCategory, PracticeProgress } from '@jobboard/contracts';
import { CareerArticleModel, CompanyProfileModel, EmailPreferenceModel, InterviewPracticeModel, InterviewQuestionModel, isDuplicateKeyError, JobModel, type Stored } from '@jobboard/db';

// The repositories of the career tools (interview practice, company research, career advice,
// the newsletter): the only place that touches their collections, answering plain objects.

const questionOf = (doc: {
  _id: unknown;
  question: string;
  category: InterviewQuestionCategory;
  difficulty?: InterviewQuestion['difficulty'] | null;
  industry?: string | null;
  framework?: InterviewQuestion['framework'] | null;
  tips?: string[];
}): InterviewQuestion => ({
  id: String(doc._id),
  question: doc.question,
  category: doc.category,
  difficulty: doc.difficulty ?? 'medium',
  ...(doc.industry ? { industry: doc.industry } : {}),
  framework: doc.framework ?? 'none',
  tips: doc.tips ?? [],
});

/** The bank's questions (of one category), in a stable order: category, then as seeded. */
export const findInterviewQuestions = async (category?: InterviewQuestionCategory): Promise<InterviewQuestion[]> => {
  const docs = await InterviewQuestionModel.find(category ? { category } : {})
    .sort({ category: 1, _id: 1 })
    .limit(1000)
    .lean();
  return docs.map(questionOf);
};

export const interviewQuestionExists = async (id: string): Promise<boolean> => (await InterviewQuestionModel.exists({ _id: id })) !== null;

const progressOf = (doc: { questionIds?: string[]; secondsSpent?: number } | null): PracticeProgress => ({
  questionsPracticed: doc?.questionIds?.length ?? 0,
  secondsSpent: doc?.secondsSpent ?? 0,
});

export const findPracticeProgress = async (practiceKey: string): Promise<PracticeProgress> =>
  progressOf(await InterviewPracticeModel.findById(practiceKey, { questionIds: 1, secondsSpent: 1 }).lean());

/** One atomic update: the question joins the set (once) and the seconds are added. */
export const addPractice = async (practiceKey: string, questionId: string, seconds: number): Promise<PracticeProgress> =>
  progressOf(
    await InterviewPracticeModel.findOneAndUpdate(
      { _id: practiceKey },
      { $addToSet: { questionIds: questionId }, $inc: { secondsSpent: seconds } },
      { upsert: true, returnDocument: 'after', projection: { questionIds: 1, secondsSpent: 1 } },
    ).lean(),
  );

const profileOf = (doc: Stored<typeof CompanyProfileModel>): CompanyProfile => ({
  id: String(doc._id),
  name: doc.name,
  industry: doc.industry ?? '',
  location: doc.location ?? '',
  employees: doc.employees ?? '',
  revenue: doc.revenue ?? '',
  rating: doc.rating ?? 0,
  founded: doc.founded ?? '',
  overview: doc.overview ?? '',
  values: doc.values ?? [],
  benefits: doc.benefits ?? [],
  interviewProcess: doc.interviewProcess ?? [],
  commonQuestions: doc.commonQuestions ?? [],
  culture: doc.culture ?? '',
});

/** The bounded candidate set of a search: profiles with a word starting like one of the query's. */
export const findCompanyCandidates = async (prefixes: readonly string[], limit = 200): Promise<CompanyProfile[]> => {
  if (prefixes.length === 0) return [];
  const docs = await CompanyProfileModel.find({ searchPrefixes: { $in: prefixes } })
    .limit(limit)
    .lean();
  return docs.map(profileOf);
};

/** Active jobs posted under this company name. */
export const countOpenJobsOf = (companyName: string): Promise<number> => JobModel.countDocuments({ status: 'active', companyName });

const summaryOf = (doc: {
  _id: unknown;
  title: string;
  category: string;
  readTime?: string | null;
  excerpt?: string | null;
  imageUrl?: string | null;
  createdAt?: Date | null;
}): CareerArticleSummary => ({
  id: String(doc._id),
  title: doc.title,
  category: doc.category,
  readTime: doc.readTime ?? '',
  excerpt: doc.excerpt ?? '',
  ...(doc.imageUrl ? { imageUrl: doc.imageUrl } : {}),
  createdAt: (doc.createdAt ?? new Date(0)).toISOString(),
});

/** The newest articles, of one topic when given. */
export const findLatestArticles = async (topic: CareerTopic | undefined, limit: number): Promise<CareerArticleSummary[]> => {
  const docs = await CareerArticleModel.find(topic ? { category: topic } : {}, { content: 0 })
    .sort({ createdAt: -1, _id: -1 })
    .limit(limit)
    .lean();
  return docs.map(summaryOf);
};

export const findArticle = async (id: string): Promise<CareerArticle | undefined> => {
  const doc = await CareerArticleModel.findById(id).lean();
  return doc ? { ...summaryOf(doc), content: doc.content ?? '' } : undefined;
};

/**
 * The address's email preference marked subscribed to the newsletter, created when new. Each
 * step is one single-document update on the unique email, so subscribing twice (or twice at
 * once) keeps one record and the first date; the loser of a race to insert it finds the winner's.
 */
export const markNewsletterSubscribed = async (email: string, now: Date): Promise<Date> => {
  const ensure = () => EmailPreferenceModel.updateOne({ email }, { $setOnInsert: { email } }, { upsert: true });
  try {
    await ensure();
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    await ensure();
  }
  await EmailPreferenceModel.updateOne({ email, newsletterSubscribedAt: { $exists: false } }, { $set: { newsletterSubscribedAt: now, subscribed: true } });
  const doc = await EmailPreferenceModel.findOne({ email }, { newsletterSubscribedAt: 1 }).lean();
  return doc?.newsletterSubscribedAt ?? now;
};
