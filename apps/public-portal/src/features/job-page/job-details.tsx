import type { Job } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import { Card } from '@jobboard/ui';
import styled from 'styled-components';
import { publicTexts } from '../../texts';

const StyledCard = styled(Card)`
  h2 { margin: 0 0 ${({ theme }) => theme.space.sm}; font-size: ${({ theme }) => theme.font.size.lg}; color: ${({ theme }) => theme.color.brandStrong}; }
  p { margin: 0 0 ${({ theme }) => theme.space.sm}; white-space: pre-line; overflow-wrap: anywhere; }
  ul { margin: 0; padding-left: ${({ theme }) => theme.space.xl}; }
  li { margin-bottom: ${({ theme }) => theme.space.xs}; overflow-wrap: anywhere; }
`;

const Section = ({ title, items }: { title: string; items: readonly string[] }) =>
  items.length === 0 ? null : (
    <section>
      <h2>{title}</h2>
      <ul>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </section>
  );

/** The job's own words: description, responsibilities, requirements, benefits. */
export const JobDetails = ({ job }: { job: Job }) => {
  const t = useTexts(publicTexts);
  return (
    <StyledCard as="article" $gap="lg" aria-label={t('About this job')}>
      <section>
        <h2>{t('About this job')}</h2>
        {job.description.split(/\n\s*\n/).map((paragraph, index) => (
          <p key={index}>{paragraph.trim()}</p>
        ))}
      </section>
      <Section title={t('Responsibilities')} items={job.responsibilities} />
      <Section title={t('Requirements')} items={job.requirements} />
      <Section title={t('Benefits')} items={job.benefits} />
    </StyledCard>
  );
};

