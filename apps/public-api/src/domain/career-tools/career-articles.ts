import { careerAdviceMessages, type CareerArticle, type CareerArticleQuery, type CareerArticleSummary } from '@jobboard/contracts';
import { AppError } from '@jobboard/server-kit';
import { findArticle, findLatestArticles } from '../../data-access/career-tools-repository';

export const listCareerArticles = ({ topic, limit }: CareerArticleQuery): Promise<CareerArticleSummary[]> => findLatestArticles(topic, limit);

export const readCareerArticle = async (id: string): Promise<CareerArticle> => {
  const article = await findArticle(id);
  if (!article) throw AppError.notFound(careerAdviceMessages.articleNotFound);
  return article;
};
