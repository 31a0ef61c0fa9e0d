import { Icon, StateNotice } from '@jobboard/ui';
import { StyledTabSection } from '../employer-dashboard/tab-layout';

/** Scheduled Interviews: not built yet (its API answers 501), so it says so honestly and asks nothing. */
export const InterviewsTab = () => (
  <StyledTabSection aria-labelledby="interviews-title">
    <h2 id="interviews-title">Scheduled Interviews</h2>
    <StateNotice
      headingLevel={3}
      icon={<Icon name="calendar" size={28} />}
      title="Interview scheduling is coming soon"
      description={[
        'You will be able to book video, phone or in-person interviews with your candidates on weekdays, join the meeting from here and record feedback.',
        'This is not available yet. We are building it now.',
      ]}
    />
  </StyledTabSection>
);
