import { useAvailability, useEmployerInterviews } from '@jobboard/api-client';
import { contractsTexts, interviewMessages, type EmployerInterview } from '@jobboard/contracts';
import { Button, CardList, Cluster, Icon, LoadFailedNotice, Section, SkeletonList, StateNotice } from '@jobboard/ui';
import { useState } from 'react';
import { AvailabilityDialog } from './availability-dialog';
import { InterviewCard } from './interview-card';
import { UpdateInterviewDialog } from './update-interview-dialog';
import { useTexts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

export interface InterviewsTabProps {
  employerId: string;
}

/** Scheduled Interviews: soonest first, each with Update Interview, and the weekly availability interviews are booked in. */
export const InterviewsTab = ({ employerId }: InterviewsTabProps) => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
  const { data, error, isLoading, mutate } = useEmployerInterviews(employerId);
  const availability = useAvailability(employerId);
  const [updating, setUpdating] = useState<EmployerInterview>();
  const [editingAvailability, setEditingAvailability] = useState(false);
  const [now] = useState(() => new Date());

  let content;
  if (error) {
    content = <LoadFailedNotice title={t('Could not load interviews')} onRetry={() => void mutate()} />;
  } else if (isLoading || !data) {
    content = <SkeletonList count={2} label={t('Loading interviews')} />;
  } else if (data.length === 0) {
    content = (
      <StateNotice
        headingLevel={3}
        icon={<Icon name="calendar" size={28} />}
        title={tc(interviewMessages.noInterviews.title)}
        description={tc(interviewMessages.noInterviews.message)}
      />
    );
  } else {
    content = (
      <CardList aria-label={t('Interviews, soonest first')}>
        {data.map((interview) => (
          <li key={interview.id}>
            <InterviewCard interview={interview} now={now} onUpdate={setUpdating} />
          </li>
        ))}
      </CardList>
    );
  }

  return (
    <Section aria-labelledby="interviews-title">
      <Cluster $justify="between" $align="center" $gap="md">
        <h2 id="interviews-title">{t('Scheduled Interviews')}</h2>
        <Button
          type="button"
          $variant="outline"
          disabled={!availability.data}
          title={availability.error ? t('Your availability could not be loaded. Reload the page to try again.') : undefined}
          onClick={() => setEditingAvailability(true)}
        >
          <Icon name="clock" size={16} />
          {t('Interview Availability')}
        </Button>
      </Cluster>
      {content}
      {updating && <UpdateInterviewDialog employerId={employerId} interview={updating} onClose={() => setUpdating(undefined)} />}
      {editingAvailability && availability.data && (
        <AvailabilityDialog employerId={employerId} availability={availability.data} onClose={() => setEditingAvailability(false)} />
      )}
    </Section>
  );
};
