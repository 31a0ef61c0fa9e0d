import { contractsTexts, fairChancePracticeLabels, type FairChanceAttestation } from '@jobboard/contracts';
import { useTexts, withParts } from '@jobboard/i18n';
import { CalendarDate } from '@jobboard/portal-kit';
import styled from 'styled-components';
import { publicTexts } from '../../texts';

export interface AttestedPracticesProps {
  fairChance: FairChanceAttestation;
}

const StyledAttested = styled.div`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.success};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  ul {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    padding-left: ${({ theme }) => theme.space.xl};
  }
`;

/** Exactly what the employer attested about fair-chance hiring, and when (a job's copy of its attestation). */
export const AttestedPractices = ({ fairChance }: AttestedPracticesProps) => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  return (
    <StyledAttested>
      <p>{withParts(t('Fair-chance practices attested on {{date}}:'), { date: <CalendarDate value={fairChance.attestedAt} /> })}</p>
      <ul>
        {fairChance.practices.map((practice) => (
          <li key={practice}>{tc(fairChancePracticeLabels[practice])}</li>
        ))}
      </ul>
    </StyledAttested>
  );
};

