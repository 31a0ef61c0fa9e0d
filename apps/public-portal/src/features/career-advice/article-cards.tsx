import type { CareerArticleSummary } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import { Badge, Card, VisuallyHidden } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { publicTexts } from '../../texts';
import { ArticleImage, categoryLabel } from './article-image';

const StyledList = styled.ul`
  display: grid;
  /* Three to a row on wide screens, one on phones. */
  grid-template-columns: repeat(auto-fill, minmax(max(260px, calc((100% - 2 * ${({ theme }) => theme.space.xl}) / 3)), 1fr));
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
  padding: 0;
  list-style: none;
`;

// The image runs to the card's edges: the body under it has the padding.
const StyledCard = styled(Card)`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  padding: 0;
`;

const StyledBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  h3 { margin: 0; font-size: ${({ theme }) => theme.font.size.lg}; line-height: 1.35; }
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; line-height: 1.5; }
  a { margin-top: auto; font-weight: ${({ theme }) => theme.font.weight.bold}; color: ${({ theme }) => theme.color.brand}; }
`;

const StyledMeta = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Article cards: image, category, read time, title, excerpt and Read More (its own page). */
export const ArticleCards = ({ articles }: { articles: CareerArticleSummary[] }) => {
  const t = useTexts(publicTexts);
  return (
    <StyledList>
      {articles.map((article) => (
        <li key={article.id}>
          <StyledCard as="article" aria-labelledby={`article-${article.id}`}>
            <ArticleImage imageUrl={article.imageUrl} category={article.category} />
            <StyledBody>
              <StyledMeta>
                <Badge $tone="secondary">{categoryLabel(t, article.category)}</Badge>
                <span>{article.readTime}</span>
              </StyledMeta>
              <h3 id={`article-${article.id}`}>{article.title}</h3>
              <p>{article.excerpt}</p>
              <Link to={`/advice/${article.id}`}>
                {t('Read More')}
                <VisuallyHidden>: {article.title}</VisuallyHidden>
              </Link>
            </StyledBody>
          </StyledCard>
        </li>
      ))}
    </StyledList>
  );
};

