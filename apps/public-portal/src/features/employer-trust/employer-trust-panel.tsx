import type { EmployerTrust } from '@jobboard/contracts';
import { useTexts, withParts } from '@jobboard/i18n';
import { CalendarDate } from '@jobboard/portal-kit';
import { Icon } from '@jobboard/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { publicTexts } from '../../texts';

export interface EmployerTrustPanelProps {
  trust: EmployerTrust | null | undefined;
  /** The heading level of the panel's two headings (the page decides; 2 by default). */
  headingLevel?: 2 | 3;
}

const StyledPanel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

const StyledPart = styled.div`
  h2,
  h3 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.md};
    color: ${({ theme }) => theme.color.brandStrong};
  }
  svg {
    width: 18px;
    height: 18px;
    flex: none;
    color: ${({ theme }) => theme.color.success};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.color.text};
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

// Doubled class: a bulleted list whatever list styles the card around it sets.
const StyledPractices = styled.ul`
  && {
    display: block;
    list-style: disc;
    margin: 0 0 ${({ theme }) => theme.space.sm};
    padding-left: ${({ theme }) => theme.space.xl};
    color: ${({ theme }) => theme.color.text};
  }
  && li {
    margin-bottom: ${({ theme }) => theme.space.xxs};
  }
`;

/**
 * What the employer attested about fair-chance hiring (exactly the practices, and when) and how it
 * answers applicants. Renders nothing when it has neither a current attestation nor enough history.
 */
export const EmployerTrustPanel = ({ trust, headingLevel = 2 }: EmployerTrustPanelProps) => {
  const t = useTexts(publicTexts);
  const id = useId();
  if (!trust || (!trust.fairChance && !trust.responsiveness)) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { fairChance, responsiveness } = trust;
  return (
    <StyledPanel aria-label={t('About this employer')}>
      {fairChance && (
        <StyledPart>
          <Heading id={`${id}-fair-chance`}>
            <Icon name="check" />
            {t('Fair-chance employer')}
          </Heading>
          <p>{t('This employer attested that it:')}</p>
          <StyledPractices aria-labelledby={`${id}-fair-chance`}>
            {fairChance.practices.map(({ practice, label }) => (
              <li key={practice}>{label}</li>
            ))}
          </StyledPractices>
          <small>{withParts(t('Attested on {{date}}'), { date: <CalendarDate value={fairChance.attestedAt} /> })}</small>
        </StyledPart>
      )}
      {responsiveness && (
        <StyledPart>
          <Heading>
            <Icon name="clock" />
            {t('How it handles applications')}
          </Heading>
          <p>{responsiveness.sentence}</p>
          <small>{t('From its applications of the past year ({{counted}} counted)', { counted: responsiveness.applicationsCounted })}</small>

        </StyledPart>
      )}
    </StyledPanel>
  );
};
