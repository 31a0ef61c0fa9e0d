import { useDecideEmployerVerification, useSetAccountActive } from '@jobboard/api-client';
import { verificationStatuses, type AdminEmployer } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import { adminStatusTone, Badge, Button, Cluster, Stack, Text } from '@jobboard/ui';
import { adminTexts } from '../../texts';
import { AdminListPanel } from './admin-list-panel';
import { DetailList } from './detail-list';
import type { AdminTabProps } from './jobs-tab';
import { dateOf, labelOf, optionsOf } from './labels';
import { ModerationActions, type ModerationChoice } from './moderation-action';

export const VerificationBadge = ({ status }: { status: AdminEmployer['verificationStatus'] }) => (
  <Badge $tone={adminStatusTone(status)}>{labelOf(status)}</Badge>
);

export const AccountBadge = ({ active }: { active: boolean }) => {
  const t = useTexts(adminTexts);
  return <Badge $tone={adminStatusTone(active ? 'active' : 'inactive')}>{active ? t('Active') : t('Inactive')}</Badge>;
};

const EmployerDetail = ({ employer, close }: { employer: AdminEmployer; close: () => void }) => {
  const t = useTexts(adminTexts);
  const decide = useDecideEmployerVerification();
  const setActive = useSetAccountActive();
  const choices: ModerationChoice[] = [];
  if (employer.verificationStatus !== 'verified') {
    choices.push({
      label: t('Verify'),
      reasonLabel: t('Note (optional)'),
      reasonRequired: false,
      run: (reason) => decide(employer.id, { decision: 'verified', reason }),
      done: { title: t('Employer Verified'), description: t('{{company}} now shows as verified.', { company: employer.companyName }) },
    });
  }
  if (employer.verificationStatus !== 'rejected') {
    choices.push({
      label: t('Reject'),
      reasonLabel: t('Why is this employer rejected? (the employer sees this)'),
      reasonRequired: true,
      destructive: true,
      run: (reason) => decide(employer.id, { decision: 'rejected', reason: reason ?? '' }),
      done: { title: t('Employer Rejected'), description: t('{{company}} can read the reason and appeal.', { company: employer.companyName }) },
    });
  }
  choices.push(
    employer.isActive
      ? {
          label: t('Deactivate Account'),
          reasonLabel: t('Why is this account deactivated?'),
          reasonRequired: true,
          destructive: true,
          run: (reason) => setActive('employer', employer.id, { active: false, reason: reason ?? '' }),
          done: { title: t('Account Deactivated'), description: t('{{company}} is signed out and its jobs left search.', { company: employer.companyName }) },
        }
      : {
          label: t('Reactivate Account'),
          reasonLabel: t('Why is this account reactivated?'),
          reasonRequired: true,
          run: (reason) => setActive('employer', employer.id, { active: true, reason: reason ?? '' }),
          done: { title: t('Account Reactivated'), description: t('{{name}} can sign in again.', { name: employer.companyName }) },
        },
  );
  return (
    <>
      <DetailList
        items={[
          [t('Company'), employer.companyName],
          [t('Contact'), employer.contactName],
          [t('Email'), employer.email],
          [t('Phone'), employer.phone],
          [t('Location'), `${employer.city}, ${employer.state}`],
          [t('Website'), employer.website],
          [t('Industry'), labelOf(employer.industry)],
          [t('Company size'), employer.companySize],
          [t('Verification'), <VerificationBadge status={employer.verificationStatus} />],
          [t('Verification note'), employer.verificationReason],
          [t('Decided'), dateOf(employer.verificationDecidedAt)],
          [t('Account'), <AccountBadge active={employer.isActive} />],
          [t('Live jobs'), String(employer.liveJobCount)],
          [
            t('Plan'),
            employer.subscriptionPlan
              ? `${employer.subscriptionPlan} (${labelOf(employer.subscriptionStatus)})`
              : labelOf(employer.subscriptionStatus),
          ],
          [t('Joined'), dateOf(employer.createdAt)],
        ]}
      />
      <ModerationActions onDone={close} choices={choices} />
    </>
  );
};

/** The verification queue: pending employers, who waited longest first, each with its live (unvetted) jobs. */
const verificationQueue = { verification: 'pending', sort: 'oldest' } as const;

/** The Employers tab: every employer, searched by company, contact or email; "Verification queue" shows what waits. */
export const EmployersTab = ({ query, onQueryChange }: AdminTabProps) => {
  const t = useTexts(adminTexts);
  return (
    <Stack $gap="md">
      <Cluster $align="center">
        <Button
          type="button"
          $variant="outline"
          aria-pressed={query.verification === verificationQueue.verification && query.sort === verificationQueue.sort}
          onClick={() => onQueryChange({ ...verificationQueue, page: 1 })}
        >
          {t('Verification queue')}
        </Button>
        <Text $tone="textMuted">{t('Pending employers, oldest first, with how many jobs each has live as "Unverified employer".')}</Text>
      </Cluster>
      <AdminListPanel<'employers'>
        list="employers"
        query={query}
        onQueryChange={onQueryChange}
        caption={t('Employers')}
        searchLabel={t('Search by company, contact or email')}
        filter={{ name: 'verification', label: t('Verification'), options: optionsOf(verificationStatuses) }}
        sorts={[
          { value: 'newest', label: t('Newest first') },
          { value: 'oldest', label: t('Oldest first') },
          { value: 'company', label: t('Company') },
        ]}
        rowLabel={(employer) => employer.companyName}
        columns={[
          { header: t('Company'), cell: (employer) => <strong>{employer.companyName}</strong> },
          { header: t('Contact'), cell: (employer) => employer.contactName },
          { header: t('Email'), cell: (employer) => employer.email },
          { header: t('Location'), cell: (employer) => `${employer.city}, ${employer.state}` },
          { header: t('Verification'), cell: (employer) => <VerificationBadge status={employer.verificationStatus} /> },
          { header: t('Live jobs'), cell: (employer) => employer.liveJobCount },
          { header: t('Account'), cell: (employer) => <AccountBadge active={employer.isActive} /> },
          { header: t('Joined'), cell: (employer) => dateOf(employer.createdAt) },
        ]}
        renderDetail={(employer, close) => <EmployerDetail employer={employer} close={close} />}
      />
    </Stack>
  );
};
