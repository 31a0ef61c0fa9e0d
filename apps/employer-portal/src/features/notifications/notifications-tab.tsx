import { useEmployerNotifications, useMarkAllNotificationsRead, useMarkNotificationRead, useWrite } from '@jobboard/api-client';
import { contractsTexts, hiringMessages, type EmployerNotification } from '@jobboard/contracts';
import { Badge, Button, Cluster, Icon, LoadFailedNotice, Section, SkeletonList, Stack, StateNotice, useToast } from '@jobboard/ui';
import styled from 'styled-components';
import { formatDateAndTime } from '../../utils/dates';
import { text, useTexts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

export interface NotificationsTabProps {
  employerId: string;
}

// Not a spec text: marking as read failing is our own case.
const markFailed = { title: text('Update Failed'), message: text('The notification could not be marked as read. Please try again.') };

const StyledItem = styled.li<{ $unread: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme, $unread }) => ($unread ? theme.color.brand : theme.color.border)};
  border-left-width: ${({ $unread }) => ($unread ? '4px' : '1px')};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $unread }) => ($unread ? theme.color.brandSoft : theme.color.surface)};
`;

const StyledText = styled.div`
  flex: 1 1 240px;
  min-width: 0;
  p { margin: 0; overflow-wrap: anywhere; }
  time { display: block; margin-top: ${({ theme }) => theme.space.xxs}; color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const NotificationItem = ({
  notification,
  onMarkRead,
  busy,
}: {
  notification: EmployerNotification;
  onMarkRead: (id: string) => void;
  busy: boolean;
}) => {
  const t = useTexts(employerTexts);
  const messageId = `notification-${notification.id}`;
  return (
    <StyledItem $unread={!notification.isRead}>
      <StyledText>
        <p id={messageId}>
          {!notification.isRead && (
            <>
              <Badge $tone="default">{t('New')}</Badge>{' '}
            </>
          )}
          {notification.message}
        </p>
        <time dateTime={notification.createdAt}>{formatDateAndTime(notification.createdAt)}</time>
      </StyledText>
      {!notification.isRead && (
        <Button type="button" $variant="outline" $size="sm" aria-describedby={messageId} disabled={busy} onClick={() => onMarkRead(notification.id)}>
          {t('Mark as read')}
        </Button>
      )}
    </StyledItem>
  );
};

/** The Notifications tab: newest first, unread ones marked New, each or all can be marked read. */
export const NotificationsTab = ({ employerId }: NotificationsTabProps) => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
  const { data, error, isLoading, mutate } = useEmployerNotifications(employerId);
  const markRead = useMarkNotificationRead(employerId);
  const markAllRead = useMarkAllNotificationsRead(employerId);
  const { toast } = useToast();
  // One marking at a time, whichever button started it.
  const marking = useWrite((action: () => Promise<void>) => action());

  const run = async (action: () => Promise<void>) => {
    try {
      await marking.run(action);
    } catch {
      toast({ title: t(markFailed.title), description: t(markFailed.message), variant: 'destructive' });
    }
  };

  let content;
  if (error) {
    content = (
      <LoadFailedNotice title={t('Could not load notifications')} onRetry={() => void mutate()} />
    );
  } else if (isLoading || !data) {
    content = <SkeletonList count={2} label={t('Loading notifications')} />;
  } else if (data.items.length === 0) {
    content = (
      <StateNotice
        headingLevel={3}
        icon={<Icon name="message" size={28} />}
        title={tc(hiringMessages.noNotifications)}
        description={t('New applications and follow-ups from applicants appear here.')}
      />
    );
  } else {
    content = (
      <Stack as="ol" $gap="sm" aria-label={t('Notifications, newest first')}>
        {data.items.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} busy={marking.pending} onMarkRead={(id) => void run(() => markRead(id))} />
        ))}
      </Stack>
    );
  }

  return (
    <Section aria-labelledby="notifications-title">
      <Cluster $justify="between" $align="center" $gap="md">
        <h2 id="notifications-title">{data && !error ? t('Notifications ({{count}} unread)', { count: data.unread }) : t('Notifications')}</h2>
        {data && data.unread > 0 && (
          <Button type="button" $variant="outline" disabled={marking.pending} onClick={() => void run(markAllRead)}>
            {t('Mark all as read')}
          </Button>
        )}
      </Cluster>
      {content}
    </Section>
  );
};
