import { useDecideEmployerVerification, useSetAccountActive } from '@jobboard/api-client';
import { verificationStatuses, type AdminEmployer } from '@jobboard/contracts';
import { adminStatusTone, Badge, Button, Cluster, Stack, Text } from '@jobboard/ui';
import { AdminListPanel } from './admin-list-panel';
import { DetailList } from './detail-list';
import type { AdminTabProps } from './jobs-tab';
import { dateOf, labelOf, optionsOf } from './labels';
import { ModerationActions, type ModerationChoice } from './moderation-action';

export const VerificationBadge = ({ status }: { status: AdminEmployer['verificationStatus'] }) => (
  <Badge $tone={adminStatusTone(status)}>{labelOf(status)}</Badge>
);

export const AccountBadge = ({ active }: { active: boolean }) => (
  <Badge $tone={adminStatusTone(active ? 'active' : 'inactive')}>{active ? 'Active' : 'Inactive'}</Badge>
);

const EmployerDetail = ({ employer, close }: { employer: AdminEmployer; close: () => void }) => {
  const decide = useDecideEmployerVerification();
  const setActive = useSetAccountActive();
  const choices: ModerationChoice[] = [];
  if (employer.verificationStatus !== 'verified') {
    choices.push({
      label: 'Verify',
      reasonLabel: 'Note (optional)',
      reasonRequired: false,
      run: (reason) => decide(employer.id, { decision: 'verified', reason }),
      done: { title: 'Employer Verified', description: `${employer.companyName} now shows as verified.` },
    });
  }
  if (employer.verificationStatus !== 'rejected') {
    choices.push({
      label: 'Reject',
      reasonLabel: 'Why is this employer rejected? (the employer sees this)',
      reasonRequired: true,
      destructive: true,
      run: (reason) => decide(employer.id, { decision: 'rejected', reason: reason ?? '' }),
      done: { title: 'Employer Rejected', description: `${employer.companyName} can read the reason and appeal.` },
    });
  }
  choices.push(
    employer.isActive
      ? {
          label: 'Deactivate Account',
          reasonLabel: 'Why is this account deactivated?',
          reasonRequired: true,
          destructive: true,
          run: (reason) => setActive('employer', employer.id, { active: false, reason: reason ?? '' }),
          done: { title: 'Account Deactivated', description: `${employer.companyName} is signed out and its jobs left search.` },
        }
      : {
          label: 'Reactivate Account',
          reasonLabel: 'Why is this account reactivated?',
          reasonRequired: true,
          run: (reason) => setActive('employer', employer.id, { active: true, reason: reason ?? '' }),
          done: { title: 'Account Reactivated', description: `${employer.companyName} can sign in again.` },
        },
  );
  return (
    <>
      <DetailList
        items={[
          ['Company', employer.companyName],
          ['Contact', employer.contactName],
          ['Email', employer.email],
          ['Phone', employer.phone],
          ['Location', `${employer.city}, ${employer.state}`],
          ['Website', employer.website],
          ['Industry', labelOf(employer.industry)],
          ['Company size', employer.companySize],
          ['Verification', <VerificationBadge status={employer.verificationStatus} />],
          ['Verification note', employer.verificationReason],
          ['Decided', dateOf(employer.verificationDecidedAt)],
          ['Account', <AccountBadge active={employer.isActive} />],
          ['Live jobs', String(employer.liveJobCount)],
          [
            'Plan',
            employer.subscriptionPlan
              ? `${employer.subscriptionPlan} (${labelOf(employer.subscriptionStatus)})`
              : labelOf(employer.subscriptionStatus),
          ],
          ['Joined', dateOf(employer.createdAt)],
        ]}
      />
      <ModerationActions onDone={close} choices={choices} />
    </>
  );
};

/** The verification queue: pending employers, who waited longest first, each with its live (unvetted) jobs. */
const verificationQueue = { verification: 'pending', sort: 'oldest' } as const;

/** The Employers tab: every employer, searched by company, contact or email; "Verification queue" shows what waits. */
export const EmployersTab = ({ query, onQueryChange }: AdminTabProps) => (
  <Stack $gap="md">
    <Cluster $align="center">
      <Button
        type="button"
        $variant="outline"
        aria-pressed={query.verification === verificationQueue.verification && query.sort === verificationQueue.sort}
        onClick={() => onQueryChange({ ...verificationQueue, page: 1 })}
      >
        Verification queue
      </Button>
      <Text $tone="textMuted">Pending employers, oldest first, with how many jobs each has live as "Unverified employer".</Text>
    </Cluster>
    <AdminListPanel<'employers'>
      list="employers"
      query={query}
      onQueryChange={onQueryChange}
      caption="Employers"
      searchLabel="Search by company, contact or email"
      filter={{ name: 'verification', label: 'Verification', options: optionsOf(verificationStatuses) }}
      sorts={[
        { value: 'newest', label: 'Newest first' },
        { value: 'oldest', label: 'Oldest first' },
        { value: 'company', label: 'Company' },
      ]}
      rowLabel={(employer) => employer.companyName}
      columns={[
        { header: 'Company', cell: (employer) => <strong>{employer.companyName}</strong> },
        { header: 'Contact', cell: (employer) => employer.contactName },
        { header: 'Email', cell: (employer) => employer.email },
        { header: 'Location', cell: (employer) => `${employer.city}, ${employer.state}` },
        { header: 'Verification', cell: (employer) => <VerificationBadge status={employer.verificationStatus} /> },
        { header: 'Live jobs', cell: (employer) => employer.liveJobCount },
        { header: 'Account', cell: (employer) => <AccountBadge active={employer.isActive} /> },
        { header: 'Joined', cell: (employer) => dateOf(employer.createdAt) },
      ]}
      renderDetail={(employer, close) => <EmployerDetail employer={employer} close={close} />}
    />
  </Stack>
);
