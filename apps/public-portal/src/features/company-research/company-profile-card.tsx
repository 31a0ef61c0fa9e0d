import type { CompanyResearchResult } from '@jobboard/contracts';
import { Badge, Card, Cluster, Icon } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

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
  const entries = items.map((item) => <li key={item}>{item}</li>);
  if (items.length === 0) return <p>Not shared yet.</p>;
  return ordered ? <ol>{entries}</ol> : <ul>{entries}</ul>;
};

const openJobsText = (count: number, name: string) =>
  count === 0 ? `Search jobs at ${name}` : `See ${count} open ${count === 1 ? 'job' : 'jobs'} at ${name}`;

/** Everything the research hub knows about a company, and a way to its open jobs. */
export const CompanyProfileCard = ({ company }: { company: FoundCompany }) => (
  <StyledCard as="article" $gap="xl" aria-labelledby="company-name">
    <Cluster $gap="md" $justify="between" $align="center">
      <div>
        <h2 id="company-name">{company.name}</h2>
        <Badge $tone="secondary">{company.industry.replace(/^\w/, (letter) => letter.toUpperCase())}</Badge>
      </div>
      <StyledJobsLink to={`/jobs?q=${encodeURIComponent(company.name)}`}>
        <Icon name="briefcase" size={18} />
        {openJobsText(company.openJobs, company.name)}
      </StyledJobsLink>
    </Cluster>
    <StyledFacts aria-label="Company facts">
      <div>
        <dt>Location</dt>
        <dd>{company.location}</dd>
      </div>
      <div>
        <dt>Employees</dt>
        <dd>{company.employees || 'Not shared'}</dd>
      </div>
      <div>
        <dt>Revenue</dt>
        <dd>{company.revenue || 'Not shared'}</dd>
      </div>
      <div>
        <dt>Employee rating</dt>
        <dd>{company.rating.toFixed(1)} out of 5</dd>
      </div>
      <div>
        <dt>Founded</dt>
        <dd>{company.founded || 'Not shared'}</dd>
      </div>
    </StyledFacts>
    <section aria-labelledby="company-overview">
      <h3 id="company-overview">Overview</h3>
      <p>{company.overview}</p>
    </section>
    <StyledSections>
      <section aria-labelledby="company-values">
        <h3 id="company-values">Core Values</h3>
        <List items={company.values} />
      </section>
      <section aria-labelledby="company-benefits">
        <h3 id="company-benefits">Benefits</h3>
        <List items={company.benefits} />
      </section>
      <section aria-labelledby="company-process">
        <h3 id="company-process">Interview Process</h3>
        <List items={company.interviewProcess} ordered />
      </section>
      <section aria-labelledby="company-questions">
        <h3 id="company-questions">Common Interview Questions</h3>
        <List items={company.commonQuestions} />
      </section>
    </StyledSections>
    <section aria-labelledby="company-culture">
      <h3 id="company-culture">Culture</h3>
      <p>{company.culture}</p>
    </section>
  </StyledCard>
);
