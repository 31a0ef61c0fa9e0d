import { contractsTexts, jobTypeLabels, type VeteranProfile } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import { SavedResumesSection } from '@jobboard/portal-kit';
import { Card, Columns, DetailList, Section } from '@jobboard/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { veteranTexts } from '../../texts';
import { availabilityLabels } from '../veteran-signup';

export interface ProfileTabProps {
  veteran: VeteranProfile;
}

const StyledPart = styled(Card)<{ $wide?: boolean }>`
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  h3 { margin: 0; font-size: ${({ theme }) => theme.font.size.lg}; }
  p { margin: 0; white-space: pre-line; overflow-wrap: anywhere; }
`;

const StyledChips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brandStrong};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const StyledMissing = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-style: italic;
`;

const NotGiven = () => {
  const t = useTexts(veteranTexts);
  return <StyledMissing>{t('Not given')}</StyledMissing>;
};

const Facts = ({ facts }: { facts: readonly [string, ReactNode][] }) => (
  <DetailList>
    {facts.map(([term, value]) => (
      <div key={term}>
        <dt>{term}</dt>
        <dd>{value || <NotGiven />}</dd>
      </div>
    ))}
  </DetailList>
);

const Chips = ({ label, entries, empty }: { label: string; entries: readonly string[]; empty: string }) =>
  entries.length > 0 ? (
    <StyledChips aria-label={label}>
      {entries.map((entry, index) => (
        <li key={`${index}-${entry}`}>{entry}</li>
      ))}
    </StyledChips>
  ) : (
    <p>
      <StyledMissing>{empty}</StyledMissing>
    </p>
  );

/** Profile: summary, military service, skills, certifications, contact, career preferences and the saved resumes. */
export const ProfileTab = ({ veteran }: ProfileTabProps) => {
  const t = useTexts(veteranTexts);
  const tc = useTexts(contractsTexts);
  return (
    <Section aria-labelledby="veteran-profile-heading">
      <h2 id="veteran-profile-heading">{t('Profile')}</h2>
      <Columns $gap="lg">
        <StyledPart $gap="md" $wide aria-labelledby="veteran-profile-summary">
          <h3 id="veteran-profile-summary">{t('Summary')}</h3>
          {veteran.profileSummary ? (
            <p>{veteran.profileSummary}</p>
          ) : (
            <p>
              <StyledMissing>{t('No summary yet. Edit Profile to tell employers your story.')}</StyledMissing>
            </p>
          )}
        </StyledPart>
        <StyledPart $gap="md" aria-labelledby="veteran-profile-service">
          <h3 id="veteran-profile-service">{t('Military Service')}</h3>
          <Facts
            facts={[
              [t('Branch'), tc(veteran.militaryBranch)],
              [t('Rank'), veteran.rank],
              [t('Service Years'), veteran.serviceYears],
              [t('Military Occupation'), veteran.mos],
              [t('Security Clearance'), veteran.securityClearance && tc(veteran.securityClearance)],
              [t('Deployments'), veteran.deployments.join('; ')],
            ]}
          />
        </StyledPart>
        <StyledPart $gap="md" aria-labelledby="veteran-profile-contact">
          <h3 id="veteran-profile-contact">{t('Contact')}</h3>
          <Facts
            facts={[
              [t('Email'), veteran.email],
              [t('Phone'), veteran.phone],
              [t('Location'), veteran.location],
              [
                t('LinkedIn'),
                veteran.linkedinUrl && (
                  <a href={veteran.linkedinUrl} target="_blank" rel="noopener noreferrer">
                    {veteran.linkedinUrl}
                  </a>
                ),
              ],
            ]}
          />
        </StyledPart>
        <StyledPart $gap="md" aria-labelledby="veteran-profile-skills">
          <h3 id="veteran-profile-skills">{t('Skills')}</h3>
          <Chips label={t('Skills')} entries={veteran.skills} empty={t('No skills listed yet.')} />
        </StyledPart>
        <StyledPart $gap="md" aria-labelledby="veteran-profile-certifications">
          <h3 id="veteran-profile-certifications">{t('Certifications')}</h3>
          <Chips label={t('Certifications')} entries={veteran.certifications} empty={t('No certifications listed yet.')} />
          <Facts facts={[[t('Education'), veteran.education && tc(veteran.education)]]} />
        </StyledPart>
        <StyledPart $gap="md" $wide aria-labelledby="veteran-profile-preferences">
          <h3 id="veteran-profile-preferences">{t('Career Preferences')}</h3>
          <Facts
            facts={[
              [t('Job Types'), veteran.preferredJobTypes.map((type) => tc(jobTypeLabels[type])).join(', ')],
              [t('Salary Expectation'), veteran.salaryExpectation],
              [t('Availability'), t(availabilityLabels[veteran.availability])],
              [t('Willing to Relocate'), veteran.relocateWilling ? t('Yes') : t('No')],
            ]}
          />
        </StyledPart>
      </Columns>
      <SavedResumesSection headingLevel={3} />
    </Section>
  );
};
