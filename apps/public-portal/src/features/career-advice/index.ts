export { CareerAdvice } from './career-advice';
export { CareerArticleView } from './career-article';
