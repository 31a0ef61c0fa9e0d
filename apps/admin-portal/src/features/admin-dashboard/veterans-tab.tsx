import { useSetAccountActive } from '@jobboard/api-client';
import { contractsTexts, militaryBranches, type AdminVeteran } from '@jobboard/contracts';
import { leadingSkills } from '@jobboard/domain';
import { useTexts } from '@jobboard/i18n';
import { Badge } from '@jobboard/ui';
import styled from 'styled-components';
import { adminTexts } from '../../texts';
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
  const t = useTexts(adminTexts);
  const { shown, more } = leadingSkills(skills);
  if (shown.length === 0) return <>{t('None listed')}</>;
  return (
    <StyledSkills>
      {shown.map((skill) => (
        <Badge key={skill} $tone="secondary">
          {skill}
        </Badge>
      ))}
      {more > 0 && (
        <Badge $tone="neutral" aria-label={t('{{count}} more skills', { count: more })}>
          +{more}
        </Badge>
      )}
    </StyledSkills>
  );
};

const fullName = (veteran: AdminVeteran) => `${veteran.firstName} ${veteran.lastName}`;

const VeteranDetail = ({ veteran, close }: { veteran: AdminVeteran; close: () => void }) => {
  const t = useTexts(adminTexts);
  const tc = useTexts(contractsTexts);
  const setActive = useSetAccountActive();
  return (
    <>
      <DetailList
        items={[
          [t('Name'), fullName(veteran)],
          [t('Email'), veteran.email],
          [t('Phone'), veteran.phone],
          [t('Location'), veteran.location],
          [t('Branch'), tc(veteran.militaryBranch)],
          [t('Rank'), veteran.rank],
          [t('Years of service'), veteran.serviceYears],
          [t('MOS'), veteran.mos],
          [t('Security clearance'), veteran.securityClearance && tc(veteran.securityClearance)],
          [t('Skills'), veteran.skills.join(', ')],
          [t('Certifications'), veteran.certifications.join(', ')],
          [t('Availability'), labelOf(veteran.availability)],
          [t('Profile views'), veteran.profileViews],
          [t('Account'), <AccountBadge active={veteran.isActive} />],
          [t('Joined'), dateOf(veteran.createdAt)],
        ]}
      />
      <ModerationActions
        onDone={close}
        choices={[
          veteran.isActive
            ? {
                label: t('Deactivate Account'),
                reasonLabel: t('Why is this account deactivated?'),
                reasonRequired: true,
                destructive: true,
                run: (reason) => setActive('veteran', veteran.id, { active: false, reason: reason ?? '' }),
                done: { title: t('Account Deactivated'), description: t('{{name}} is signed out and cannot sign in.', { name: fullName(veteran) }) },
              }
            : {
                label: t('Reactivate Account'),
                reasonLabel: t('Why is this account reactivated?'),
                reasonRequired: true,
                run: (reason) => setActive('veteran', veteran.id, { active: true, reason: reason ?? '' }),
                done: { title: t('Account Reactivated'), description: t('{{name}} can sign in again.', { name: fullName(veteran) }) },
              },
        ]}
      />
    </>
  );
};

/** The Veterans tab: every veteran, searched by name, email, branch or MOS. */
export const VeteransTab = ({ query, onQueryChange }: AdminTabProps) => {
  const t = useTexts(adminTexts);
  const tc = useTexts(contractsTexts);
  return (
    <AdminListPanel<'veterans'>
      list="veterans"
      query={query}
      onQueryChange={onQueryChange}
      caption={t('Veterans')}
      searchLabel={t('Search by name, email, branch or MOS')}
      filter={{ name: 'branch', label: t('Branch'), options: militaryBranches.map((branch) => ({ value: branch, label: tc(branch) })) }}
      sorts={[
        { value: 'newest', label: t('Newest first') },
        { value: 'oldest', label: t('Oldest first') },
        { value: 'name', label: t('Last name') },
      ]}
      rowLabel={fullName}
      columns={[
        { header: t('Name'), cell: (veteran) => <strong>{fullName(veteran)}</strong> },
        { header: t('Email'), cell: (veteran) => veteran.email },
        { header: t('Branch'), cell: (veteran) => tc(veteran.militaryBranch) },
        { header: t('MOS'), cell: (veteran) => veteran.mos },
        { header: t('Years of service'), cell: (veteran) => veteran.serviceYears },
        { header: t('Skills'), cell: (veteran) => <SkillsSummary skills={veteran.skills} /> },
        { header: t('Account'), cell: (veteran) => <AccountBadge active={veteran.isActive} /> },
      ]}
      renderDetail={(veteran, close) => <VeteranDetail veteran={veteran} close={close} />}
    />
  );
};
