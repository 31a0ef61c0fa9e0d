import { useCareerArticles } from '@jobboard/api-client';
import { careerAdviceMessages as text, careerTopicLabels, careerTopics, contractsTexts, type CareerTopic } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import { LoadFailedNotice, SkeletonList, StateNotice } from '@jobboard/ui';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { publicTexts } from '../../texts';
import { ArticleCards } from './article-cards';
import { NewsletterForm } from './newsletter-form';
import { TopicCards } from './topic-cards';

const StyledSection = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};
  h2 { margin: 0 0 ${({ theme }) => theme.space.lg}; font-size: ${({ theme }) => theme.font.size.xl}; }
`;

const isTopic = (value: string | null): value is CareerTopic => careerTopics.includes(value as CareerTopic);

/** Career Advice: the three latest articles, or up to twelve of the chosen topic (?topic=), and the newsletter. */
export const CareerAdvice = () => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('topic');
  const topic = isTopic(requested) ? requested : undefined;
  const { data: articles, error, isLoading, mutate } = useCareerArticles(topic, topic ? 12 : 3);
  const heading = topic ? t('{{topic}} Articles', { topic: tc(careerTopicLabels[topic].title) }) : t('Latest Articles');

  const chooseTopic = (next: CareerTopic | undefined) => setSearchParams(next ? { topic: next } : {}, { replace: true });

  return (
    <>
      <StyledSection aria-labelledby="topics-heading">
        <h2 id="topics-heading">{t('Browse by Topic')}</h2>
        <TopicCards selected={topic} onSelect={chooseTopic} />
      </StyledSection>
      <StyledSection aria-labelledby="articles-heading" aria-busy={isLoading}>
        <h2 id="articles-heading">{heading}</h2>
        {error ? (
          <LoadFailedNotice title={t('We could not load the articles.')} onRetry={() => void mutate()} />
        ) : isLoading || !articles ? (
          <SkeletonList count={3} label={t('Loading articles')} />
        ) : articles.length === 0 ? (
          <StateNotice title={t('No articles yet')} description={tc(text.noArticles)} headingLevel={3} />

        ) : (
          <ArticleCards articles={articles} />
        )}
      </StyledSection>
      <NewsletterForm />
    </>
  );
};
