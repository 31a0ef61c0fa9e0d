import { useParams } from 'react-router-dom';
import { CareerArticleView } from '../../features/career-advice';

/** /advice/:id: one career article. */
export const AdviceArticlePage = () => {
  const { id = '' } = useParams();
  return <CareerArticleView key={id} id={id} />;
};
