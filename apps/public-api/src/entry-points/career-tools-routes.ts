import {
  careerArticleQuerySchema,
  companySearchParamsSchema,
  idParamsSchema,
  interviewQuestionQuerySchema,
  newsletterSubscriptionSchema,
  practiceRecordSchema,
} from '@jobboard/contracts';
import { endpoint, type RouteHandlers } from '@jobboard/server-kit';
import { listCareerArticles, readCareerArticle } from '../domain/career-tools/career-articles';
import { listInterviewQuestions, readPracticeProgress, recordPractice } from '../domain/career-tools/interview-practice';
import { researchCompany } from '../domain/career-tools/research-company';
import { subscribeToNewsletter } from '../domain/career-tools/subscribe-newsletter';
import type { PublicApiContext } from './public-api-context';

type CareerToolsRouteKey =
  | 'GET /api/interview/questions'
  | 'GET /api/interview/practice'
  | 'POST /api/interview/practice'
  | 'GET /api/companies/search/:name'
  | 'GET /api/career/articles'
  | 'GET /api/career/articles/:id'
  | 'POST /api/newsletter/subscribe';

/** Interview practice, company research and career advice: open to everyone except the practice figures. */
export const careerToolsRoutes = ({ guards, mail, mailSecret, emailSignupRateLimit }: PublicApiContext): Pick<RouteHandlers<'public-api'>, CareerToolsRouteKey> => ({
  'GET /api/interview/questions': endpoint({ query: interviewQuestionQuerySchema }, ({ query }) => listInterviewQuestions(query.category)),

  // The figures belong to the signed-in job seeker or veteran (the session says who).
  'GET /api/interview/practice': [
    guards.requireRole('jobseeker', 'veteran'),
    ...endpoint({}, ({ req }) => readPracticeProgress(req.session!.role, req.session!.subjectId)),
  ],
  'POST /api/interview/practice': [
    guards.requireRole('jobseeker', 'veteran'),
    ...endpoint({ body: practiceRecordSchema }, ({ body, req }) => recordPractice(req.session!.role, req.session!.subjectId, body)),
  ],

  'GET /api/companies/search/:name': endpoint({ params: companySearchParamsSchema }, ({ params }) => researchCompany(params.name)),

  'GET /api/career/articles': endpoint({ query: careerArticleQuerySchema }, ({ query }) => listCareerArticles(query)),
  'GET /api/career/articles/:id': endpoint({ params: idParamsSchema }, ({ params }) => readCareerArticle(params.id)),

  'POST /api/newsletter/subscribe': [
    emailSignupRateLimit,
    ...endpoint({ body: newsletterSubscriptionSchema }, ({ body }) => subscribeToNewsletter(body.email, { mail, secret: mailSecret })),
  ],
});
