import { type RouteHandlers } from '@jobboard/server-kit';
import { listCareerArticles, readCareerArticle } from '../domain/career-tools/career-articles';
import { listInterviewQuestions, readPracticeProgress, recordPractice } from '../domain/career-tools/interview-practice';
import { researchCompany } from '../domain/career-tools/research-company';
import { subscribeToNewsletter } from '../domain/career-tools/subscribe-newsletter';
import type { PublicApiContext } from './public-api-context';

/** Interview practice, company research and career advice: open to everyone except the practice figures. */
export const careerToolsRoutes = ({ mail, mailSecret, emailSignupRateLimit }: PublicApiContext) =>
  ({
    'GET /api/interview/questions': ({ query }) => listInterviewQuestions(query.category),

    // The figures belong to the signed-in job seeker or veteran (the session says who).
    'GET /api/interview/practice': ({ session }) => readPracticeProgress(session.role, session.subjectId),
    'POST /api/interview/practice': ({ body, session }) => recordPractice(session.role, session.subjectId, body),

    'GET /api/companies/search/:name': ({ params }) => researchCompany(params.name),

    'GET /api/career/articles': ({ query }) => listCareerArticles(query),
    'GET /api/career/articles/:id': ({ params }) => readCareerArticle(params.id),

    'POST /api/newsletter/subscribe': {
      before: [emailSignupRateLimit],
      handle: ({ body }) => subscribeToNewsletter(body.email, { mail, secret: mailSecret }),
    },
  }) satisfies Partial<RouteHandlers<'public-api'>>;
