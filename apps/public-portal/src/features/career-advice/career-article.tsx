import { ApiError, useCareerArticle } from '@jobboard/api-client';
import { careerAdviceMessages as text, contractsTexts, documentTitle } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import { Badge, Button, Container, LoadFailedNotice, NoticeCard, SkeletonList, useDocumentTitle } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { publicTexts } from '../../texts';
import { ArticleImage, categoryLabel } from './article-image';
import { NewsletterForm } from './newsletter-form';

const StyledArticle = styled.article`
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} 0 ${theme.space.xxxl}`};
  h1 { margin: ${({ theme }) => theme.space.md} 0; font-size: clamp(${({ theme }) => theme.font.size.xl}, 4vw, ${({ theme }) => theme.font.size.xxl}); line-height: 1.25; }
  > p { font-size: ${({ theme }) => theme.font.size.lg}; line-height: 1.7; }
`;

const StyledMeta = styled.p`
  && {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.md};
    margin: ${({ theme }) => theme.space.lg} 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledExcerpt = styled.p`
  && { margin-top: ${({ theme }) => theme.space.lg}; font-weight: ${({ theme }) => theme.font.weight.medium}; color: ${({ theme }) => theme.color.textMuted}; }
`;

const publishedOn = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** One article on its own page (/advice/:id); an id that names none is a 404 page. */
export const CareerArticleView = ({ id }: { id: string }) => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  const { data: article, error, isLoading, mutate } = useCareerArticle(id);
  useDocumentTitle(article ? documentTitle(article.title) : undefined);

  if (error instanceof ApiError && error.status === 404)
    return (
      <NoticeCard>
        <h1>{t('404 - Article Not Found')}</h1>
        <p>{tc(text.articleNotFound)}</p>
        <Button as={Link} to="/advice">
          {t('See all career advice')}
        </Button>
      </NoticeCard>
    );
  if (error)
    return (
      <Container>
        <LoadFailedNotice title={t('We could not load this article.')} onRetry={() => void mutate()} headingLevel={2} />
      </Container>
    );
  if (isLoading || !article)
    return (
      <Container>
        <SkeletonList count={1} label={t('Loading the article')} />
      </Container>
    );

  return (
    <Container>
      <StyledArticle aria-labelledby="article-title">
        <Link to="/advice">{t('← All career advice')}</Link>
        <h1 id="article-title">{article.title}</h1>
        <StyledMeta>
          <Badge $tone="secondary">{categoryLabel(t, article.category)}</Badge>
          <span>{article.readTime}</span>
          <span>{t('Published {{date}}', { date: publishedOn(article.createdAt) })}</span>

        </StyledMeta>
        <ArticleImage imageUrl={article.imageUrl} category={article.category} height={240} />
        <StyledExcerpt>{article.excerpt}</StyledExcerpt>
        {article.content
          .split(/\n\s*\n/)
          .map((paragraph) => paragraph.trim())
          .filter((paragraph) => paragraph.length > 0)
          .map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        <NewsletterForm />
      </StyledArticle>
    </Container>
  );
};
