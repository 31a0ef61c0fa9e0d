import { useAccountSession } from '@jobboard/api-client';
import { appliedJobMessages, contractsTexts, myApplicationsPath, pagePath } from '@jobboard/contracts';
import { formatCalendarDate } from '@jobboard/domain';
import { useTexts } from '@jobboard/i18n';
import { Badge, Icon } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const StyledApplied = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  svg {
    width: 14px;
    height: 14px;
  }
`;

/** Where a signed-in person follows their applications: a veteran's dashboard tab, else My Applications. */
const useTrackerPath = () => {
  const veteran = useAccountSession('veteran').data;
  return veteran ? `${pagePath('/veteran-dashboard/:id', { id: veteran.id })}?tab=applications` : myApplicationsPath;
};

/** The "Applied on <date>" badge and the link to the application (see AppliedMarker). */
export const AppliedMarkerBody = ({ appliedAt, describedBy }: { appliedAt: string; describedBy?: string }) => {
  const tc = useTexts(contractsTexts);
  const trackerPath = useTrackerPath();
  return (
    <StyledApplied>
      <Badge $tone="success">
        <Icon name="check" />
        {/* The reader's own calendar date (see CalendarDate). */}
        <span suppressHydrationWarning>{appliedJobMessages.appliedOn(formatCalendarDate(appliedAt), tc)}</span>
      </Badge>
      <Link to={trackerPath} aria-describedby={describedBy}>
        {tc(appliedJobMessages.viewApplication)}
      </Link>
    </StyledApplied>
  );
};
