import { contractsTexts, jobPagePath, jobTypeLabels, type JobPage } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import { Card, Icon } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EmployerTrustPanel } from '../employer-trust';
import { publicTexts } from '../../texts';

const StyledCard = styled(Card)`
  h2 { display: flex; align-items: center; gap: ${({ theme }) => theme.space.sm}; margin: 0; font-size: ${({ theme }) => theme.font.size.lg}; color: ${({ theme }) => theme.color.brandStrong}; overflow-wrap: anywhere; }
  h2 svg { width: 24px; height: 24px; flex: none; color: ${({ theme }) => theme.color.brand}; }
  h3 { margin: 0; font-size: ${({ theme }) => theme.font.size.md}; }
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; }
  ul { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: ${({ theme }) => theme.space.sm}; }
  li small { display: block; color: ${({ theme }) => theme.color.textMuted}; }
`;

/** The company behind the job: its research page, its other open jobs, and what it attested. */
export const CompanyCard = ({ page }: { page: JobPage }) => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  const { company } = page;
  const others = company.otherOpenJobs;
  return (
    <StyledCard as="article" $gap="md" aria-labelledby="company-title">
      <h2 id="company-title">
        <Icon name={company.logo} />
        {company.name}
      </h2>
      <p>{t('{{count}} open jobs', { singular: '{{count}} open job', count: company.openJobCount })}</p>
      <Link to={`/research?company=${encodeURIComponent(company.name)}`}>{t('Research {{company}}', { company: company.name })}</Link>
      {others.length > 0 && (
        <section aria-labelledby="company-jobs-title">
          <h3 id="company-jobs-title">{t('Other open jobs at {{company}}', { company: company.name })}</h3>

          <ul>
            {others.map((other) => (
              <li key={other.id}>
                <Link to={jobPagePath(other.id)}>{other.title}</Link>
                <small>
                  {other.location} · {tc(jobTypeLabels[other.type])}
                </small>
              </li>
            ))}
          </ul>
        </section>
      )}
      {page.employerTrust && <EmployerTrustPanel trust={page.employerTrust} headingLevel={3} />}
    </StyledCard>
  );
};
