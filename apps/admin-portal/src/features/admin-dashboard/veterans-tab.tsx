import { useSetAccountActive } from '@jobboard/api-client';
import { militaryBranches, type AdminVeteran } from '@jobboard/contracts';
import { leadingSkills } from '@jobboard/domain';
import { Badge } from '@jobboard/ui';
import styled from 'styled-components';
import { AdminListPanel } from './admin-list-panel';
import { DetailList } from './detail-list';
import { AccountBadge } from './employers-tab';
import type { AdminTabProps } from './jobs-tab';
import { dateOf, labelOf } from './labels';
import { ModerationActions } from './moderation-action';

const StyledSkills = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
`;

/** The veteran row's skills: the first three, and how many more. */
const SkillsSummary = ({ skills }: { skills: readonly string[] }) => {
  const { shown, more } = leadingSkills(skills);
  if (shown.length === 0) return <>None listed</>;
  return (
    <StyledSkills>
      {shown.map((skill) => (
        <Badge key={skill} $tone="secondary">
          {skill}
        </Badge>
      ))}
      {more > 0 && (
        <Badge $tone="neutral" aria-label={`${more} more skills`}>
          +{more}
        </Badge>
      )}
    </StyledSkills>
  );
};

const fullName = (veteran: AdminVeteran) => `${veteran.firstName} ${veteran.lastName}`;

const VeteranDetail = ({ veteran, close }: { veteran: AdminVeteran; close: () => void }) => {
  const setActive = useSetAccountActive();
  return (
    <>
      <DetailList
        items={[
          ['Name', fullName(veteran)],
          ['Email', veteran.email],
          ['Phone', veteran.phone],
          ['Location', veteran.location],
          ['Branch', veteran.militaryBranch],
          ['Rank', veteran.rank],
          ['Years of service', veteran.serviceYears],
          ['MOS', veteran.mos],
          ['Security clearance', veteran.securityClearance],
          ['Skills', veteran.skills.join(', ')],
          ['Certifications', veteran.certifications.join(', ')],
          ['Availability', labelOf(veteran.availability)],
          ['Profile views', veteran.profileViews],
          ['Account', <AccountBadge active={veteran.isActive} />],
          ['Joined', dateOf(veteran.createdAt)],
        ]}
      />
      <ModerationActions
        onDone={close}
        choices={[
          veteran.isActive
            ? {
                label: 'Deactivate Account',
                reasonLabel: 'Why is this account deactivated?',
                reasonRequired: true,
                destructive: true,
                run: (reason) => setActive('veteran', veteran.id, { active: false, reason: reason ?? '' }),
                done: { title: 'Account Deactivated', description: `${fullName(veteran)} is signed out and cannot sign in.` },
              }
            : {
                label: 'Reactivate Account',
                reasonLabel: 'Why is this account reactivated?',
                reasonRequired: true,
                run: (reason) => setActive('veteran', veteran.id, { active: true, reason: reason ?? '' }),
                done: { title: 'Account Reactivated', description: `${fullName(veteran)} can sign in again.` },
              },
        ]}
      />
    </>
  );
};

/** The Veterans tab: every veteran, searched by name, email, branch or MOS. */
export const VeteransTab = ({ query, onQueryChange }: AdminTabProps) => (
  <AdminListPanel<'veterans'>
    list="veterans"
    query={query}
    onQueryChange={onQueryChange}
    caption="Veterans"
    searchLabel="Search by name, email, branch or MOS"
    filter={{ name: 'branch', label: 'Branch', options: militaryBranches.map((branch) => ({ value: branch, label: branch })) }}
    sorts={[
      { value: 'newest', label: 'Newest first' },
      { value: 'oldest', label: 'Oldest first' },
      { value: 'name', label: 'Last name' },
    ]}
    rowLabel={fullName}
    columns={[
      { header: 'Name', cell: (veteran) => <strong>{fullName(veteran)}</strong> },
      { header: 'Email', cell: (veteran) => veteran.email },
      { header: 'Branch', cell: (veteran) => veteran.militaryBranch },
      { header: 'MOS', cell: (veteran) => veteran.mos },
      { header: 'Years of service', cell: (veteran) => veteran.serviceYears },
      { header: 'Skills', cell: (veteran) => <SkillsSummary skills={veteran.skills} /> },
      { header: 'Account', cell: (veteran) => <AccountBadge active={veteran.isActive} /> },
    ]}
    renderDetail={(veteran, close) => <VeteranDetail veteran={veteran} close={close} />}
  />
);
