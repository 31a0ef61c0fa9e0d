import type { CompanyResearchResult } from '@jobboard/contracts';
import { useTexts, type Translator } from '@jobboard/i18n';
import { Badge, Card, Cluster, Icon } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { publicTexts } from '../../texts';

type FoundCompany = NonNullable<CompanyResearchResult['company']>;

const StyledCard = styled(Card)`
  border-top: 4px solid ${({ theme }) => theme.color.brand};
  h2 { margin: 0; font-size: ${({ theme }) => theme.font.size.xxl}; }
  h3 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.font.size.lg}; color: ${({ theme }) => theme.color.brandStrong}; }
  p { margin: 0; line-height: 1.6; }
  ul, ol { margin: 0; padding-left: ${({ theme }) => theme.space.xl}; }
  li + li { margin-top: ${({ theme }) => theme.space.xs}; }
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  div { padding: ${({ theme }) => theme.space.md}; background: ${({ theme }) => theme.color.surfaceMuted}; border-radius: ${({ theme }) => theme.radius.md}; }
  dt { font-size: ${({ theme }) => theme.font.size.sm}; color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: ${({ theme }) => theme.space.xs} 0 0; font-weight: ${({ theme }) => theme.font.weight.bold}; }
`;

const StyledSections = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.xl};
`;

const StyledJobsLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  color: ${({ theme }) => theme.color.textInverse};
  background: ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.color.brandStrong}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
`;

const List = ({ items, ordered = false }: { items: string[]; ordered?: boolean }) => {
  const t = useTexts(publicTexts);
  const entries = items.map((item) => <li key={item}>{item}</li>);
  if (items.length === 0) return <p>{t('Not shared yet.')}</p>;
  return ordered ? <ol>{entries}</ol> : <ul>{entries}</ul>;
};

const openJobsText = (t: Translator['t'], count: number, name: string) =>
  count === 0 ? t('Search jobs at {{name}}', { name }) : t('See {{count}} open jobs at {{name}}', { singular: 'See {{count}} open job at {{name}}', count, name });

/** Everything the research hub knows about a company, and a way to its open jobs. */
export const CompanyProfileCard = ({ company }: { company: FoundCompany }) => {
  const t = useTexts(publicTexts);
  return (
    <StyledCard as="article" $gap="xl" aria-labelledby="company-name">
      <Cluster $gap="md" $justify="between" $align="center">
        <div>
          <h2 id="company-name">{company.name}</h2>
          <Badge $tone="secondary">{company.industry.replace(/^\w/, (letter) => letter.toUpperCase())}</Badge>
        </div>
        <StyledJobsLink to={`/jobs?q=${encodeURIComponent(company.name)}`}>
          <Icon name="briefcase" size={18} />
          {openJobsText(t, company.openJobs, company.name)}
        </StyledJobsLink>
      </Cluster>
      <StyledFacts aria-label={t('Company facts')}>
        <div>
          <dt>{t('Location')}</dt>
          <dd>{company.location}</dd>
        </div>
        <div>
          <dt>{t('Employees')}</dt>
          <dd>{company.employees || t('Not shared')}</dd>
        </div>
        <div>
          <dt>{t('Revenue')}</dt>
          <dd>{company.revenue || t('Not shared')}</dd>
        </div>
        <div>
          <dt>{t('Employee rating')}</dt>
          <dd>{t('{{rating}} out of 5', { rating: company.rating.toFixed(1) })}</dd>
        </div>
        <div>
          <dt>{t('Founded')}</dt>
          <dd>{company.founded || t('Not shared')}</dd>
        </div>
      </StyledFacts>
      <section aria-labelledby="company-overview">
        <h3 id="company-overview">{t('Overview')}</h3>
        <p>{company.overview}</p>
      </section>
      <StyledSections>
        <section aria-labelledby="company-values">
          <h3 id="company-values">{t('Core Values')}</h3>
          <List items={company.values} />
        </section>
        <section aria-labelledby="company-benefits">
          <h3 id="company-benefits">{t('Benefits')}</h3>
          <List items={company.benefits} />
        </section>
        <section aria-labelledby="company-process">
          <h3 id="company-process">{t('Interview Process')}</h3>
          <List items={company.interviewProcess} ordered />
        </section>
        <section aria-labelledby="company-questions">
          <h3 id="company-questions">{t('Common Interview Questions')}</h3>
          <List items={company.commonQuestions} />
        </section>
      </StyledSections>
      <section aria-labelledby="company-culture">
        <h3 id="company-culture">{t('Culture')}</h3>
        <p>{company.culture}</p>
      </section>
    </StyledCard>
  );
};

