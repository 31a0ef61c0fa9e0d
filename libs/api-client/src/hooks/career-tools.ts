import {
  careerArticleListSchema,
  careerArticleSchema,
  companyResearchResultSchema,
  interviewQuestionListSchema,
  newsletterSubscribedSchema,
  practiceProgressSchema,
  type CareerTopic,
  type InterviewQuestionCategory,
  type PracticeRecord,
} from '@jobboard/contracts';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiPath, send, withQuery } from '../api-call';
import { getJson } from '../fetcher';

/** GET /api/interview/questions, of one category when chosen (filtered on the server). */
export const useInterviewQuestions = (category: InterviewQuestionCategory | undefined) =>
  useSWR(withQuery(apiPath('GET /api/interview/questions'), category ? `category=${category}` : ''), async (url: string) =>
    interviewQuestionListSchema.parse(await getJson(url)),
  );

const practiceKey = apiPath('GET /api/interview/practice');

/** GET /api/interview/practice: the signed-in person's figures (not asked for a guest). */
export const usePracticeProgress = (signedIn: boolean) =>
  useSWR(signedIn ? practiceKey : null, async (url: string) => practiceProgressSchema.parse(await getJson(url)));

/** POST /api/interview/practice; the progress card then shows the answer. */
export const useRecordPractice = () => {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (record: PracticeRecord) => {
      const progress = practiceProgressSchema.parse(await send('POST /api/interview/practice', { body: record }));
      await mutate(practiceKey, progress, { revalidate: false });
      return progress;
    },
    [mutate],
  );
};

/** GET /api/companies/search/:name, asked when a search is made (none for a blank name). */
export const useCompanyResearch = (name: string) =>
  useSWR(name ? apiPath('GET /api/companies/search/:name', { name }) : null, async (url: string) => companyResearchResultSchema.parse(await getJson(url)), {
    shouldRetryOnError: false,
  });

/** GET /api/career/articles: the newest articles, of one topic when chosen. */
export const useCareerArticles = (topic: CareerTopic | undefined, limit = 3) =>
  useSWR(withQuery(apiPath('GET /api/career/articles'), new URLSearchParams({ ...(topic ? { topic } : {}), limit: String(limit) }).toString()), async (url: string) =>
    careerArticleListSchema.parse(await getJson(url)),
  );

/** GET /api/career/articles/:id */
export const useCareerArticle = (id: string) =>
  useSWR(apiPath('GET /api/career/articles/:id', { id }), async (url: string) => careerArticleSchema.parse(await getJson(url)), {
    shouldRetryOnError: false,
  });

/** POST /api/newsletter/subscribe */
export const useSubscribeToNewsletter = () =>
  useCallback(async (email: string) => newsletterSubscribedSchema.parse(await send('POST /api/newsletter/subscribe', { body: { email } })), []);
