import { jobTypeLabels, type VeteranProfile } from '@jobboard/contracts';
import { SavedResumesSection } from '@jobboard/portal-kit';
import { Card, Columns, DetailList, Section } from '@jobboard/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
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

const notGiven = <StyledMissing>Not given</StyledMissing>;

const Facts = ({ facts }: { facts: readonly [string, ReactNode][] }) => (
  <DetailList>
    {facts.map(([term, value]) => (
      <div key={term}>
        <dt>{term}</dt>
        <dd>{value || notGiven}</dd>
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
export const ProfileTab = ({ veteran }: ProfileTabProps) => (
  <Section aria-labelledby="veteran-profile-heading">
    <h2 id="veteran-profile-heading">Profile</h2>
    <Columns $gap="lg">
      <StyledPart $gap="md" $wide aria-labelledby="veteran-profile-summary">
        <h3 id="veteran-profile-summary">Summary</h3>
        {veteran.profileSummary ? (
          <p>{veteran.profileSummary}</p>
        ) : (
          <p>
            <StyledMissing>No summary yet. Edit Profile to tell employers your story.</StyledMissing>
          </p>
        )}
      </StyledPart>
      <StyledPart $gap="md" aria-labelledby="veteran-profile-service">
        <h3 id="veteran-profile-service">Military Service</h3>
        <Facts
          facts={[
            ['Branch', veteran.militaryBranch],
            ['Rank', veteran.rank],
            ['Service Years', veteran.serviceYears],
            ['Military Occupation', veteran.mos],
            ['Security Clearance', veteran.securityClearance],
            ['Deployments', veteran.deployments.join('; ')],
          ]}
        />
      </StyledPart>
      <StyledPart $gap="md" aria-labelledby="veteran-profile-contact">
        <h3 id="veteran-profile-contact">Contact</h3>
        <Facts
          facts={[
            ['Email', veteran.email],
            ['Phone', veteran.phone],
            ['Location', veteran.location],
            [
              'LinkedIn',
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
        <h3 id="veteran-profile-skills">Skills</h3>
        <Chips label="Skills" entries={veteran.skills} empty="No skills listed yet." />
      </StyledPart>
      <StyledPart $gap="md" aria-labelledby="veteran-profile-certifications">
        <h3 id="veteran-profile-certifications">Certifications</h3>
        <Chips label="Certifications" entries={veteran.certifications} empty="No certifications listed yet." />
        <Facts facts={[['Education', veteran.education]]} />
      </StyledPart>
      <StyledPart $gap="md" $wide aria-labelledby="veteran-profile-preferences">
        <h3 id="veteran-profile-preferences">Career Preferences</h3>
        <Facts
          facts={[
            ['Job Types', veteran.preferredJobTypes.map((type) => jobTypeLabels[type]).join(', ')],
            ['Salary Expectation', veteran.salaryExpectation],
            ['Availability', availabilityLabels[veteran.availability]],
            ['Willing to Relocate', veteran.relocateWilling ? 'Yes' : 'No'],
          ]}
        />
      </StyledPart>
    </Columns>
    <SavedResumesSection headingLevel={3} />
  </Section>
);
