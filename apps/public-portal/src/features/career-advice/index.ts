export { CareerAdvice } from './career-advice';
export { CareerArticleView } from './career-article';
export { PageBanner, PageBody } from './page-banner';
