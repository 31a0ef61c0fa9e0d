import { ApiError, useSendFollowUp, useWrite } from '@jobboard/api-client';
import {
  applicationTrackerMessages as text,
  contractsTexts,
  followUpMessageMaxLength,
  followUpRequestSchema,
  trackerStatusLabels,
  type TrackedApplication,
} from '@jobboard/contracts';
import { daysAgoText, domainTexts, followUpTemplate, formatCalendarDate } from '@jobboard/domain';
import { useTexts } from '@jobboard/i18n';
import { useCheckedForm } from '@jobboard/portal-kit';
import { Badge, Button, DetailList, Dialog, Stack, TextAreaField, trackerStatusTone, useToast } from '@jobboard/ui';
import { useId, type FormEvent } from 'react';
import { publicTexts } from '../../texts';

export interface FollowUpDialogProps {
  /** The application being followed up; the dialog is closed without one. */
  application: TrackedApplication | undefined;
  /** Its applicant, the signed-in job seeker. */
  userId: string;
  /** Signs the pre-filled message. */
  applicantName?: string;
  /** Also called once the follow-up is sent, or refused as no longer possible. */
  onClose: () => void;
}

const checkFollowUp = ({ message }: { message: string }) => {
  const request = followUpRequestSchema.safeParse({ message });
  return request.success
    ? { ok: true as const, message: request.data.message }
    : { ok: false as const, errors: { message: request.error.issues[0]?.message ?? text.blankMessage } };
};

interface FollowUpFormProps extends Omit<FollowUpDialogProps, 'application'> {
  application: TrackedApplication;
}

const FollowUpForm = ({ application, userId, applicantName, onClose }: FollowUpFormProps) => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  const td = useTexts(domainTexts);
  const { formRef, errorOf, textInput, validate } = useCheckedForm({
    initialValues: {
      message: followUpTemplate(
        {
          jobTitle: application.jobTitle,
          companyName: application.companyName,
          daysSinceApplication: application.daysSinceApplication,
          applicantName,
        },
        td,
      ),
    },
    check: checkFollowUp,
    fieldOrder: ['message'],
  });
  const sending = useWrite(useSendFollowUp(userId));
  const formId = useId();
  const messageId = useId();
  const { toast } = useToast();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.pending) return;
    const request = validate();
    if (!request.ok) return;
    try {
      await sending.run(application.id, request.message);
      toast({ title: tc(text.sent.title), description: tc(text.sent.message), variant: 'success' });
      onClose();
    } catch (failure) {
      // A 409 means the application changed (already followed up, or decided): say why and close.
      const refused = failure instanceof ApiError && failure.status === 409;
      toast({
        title: tc(text.failed.title),
        description: (refused && failure.serverMessage) || tc(text.failed.message),
        variant: 'destructive',
      });
      if (refused) onClose();
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={tc(text.dialogTitle)}
      description={tc(text.dialogDescription)}
      size="lg"
      footer={
        <>
          <Button type="button" $variant="outline" onClick={onClose}>
            {tc(text.cancel)}
          </Button>
          <Button type="submit" form={formId} disabled={sending.pending}>
            {sending.pending ? tc(text.sending) : tc(text.send)}
          </Button>
        </>
      }
    >
      <Stack $gap="lg">
        <DetailList $panel $size="sm">
          <dt>{t('Position')}</dt>
          <dd>{application.jobTitle}</dd>
          <dt>{t('Company')}</dt>
          <dd>{application.companyName}</dd>
          <dt>{t('Location')}</dt>
          <dd>{application.location}</dd>
          <dt>{t('Applied')}</dt>
          <dd>
            {formatCalendarDate(application.appliedAt)} ({daysAgoText(application.daysSinceApplication, td)})
          </dd>
          <dt>{t('Status')}</dt>

          <dd>
            <Badge $tone={trackerStatusTone(application.status)}>{tc(trackerStatusLabels[application.status])}</Badge>
          </dd>
        </DetailList>
        <form id={formId} ref={formRef} noValidate onSubmit={handleSubmit} aria-label={tc(text.dialogTitle)}>
          <TextAreaField
            id={messageId}
            label={tc(text.messageLabel)}
            required
            rows={11}
            maxLength={followUpMessageMaxLength}
            error={errorOf('message')}
            {...textInput('message')}
          />
        </form>
      </Stack>
    </Dialog>
  );
};

/** The follow-up dialog, with the application's details and an editable, pre-filled message. */
export const FollowUpDialog = ({ application, ...props }: FollowUpDialogProps) =>
  // Keyed by application, so each opening starts from that application's own template.
  application ? <FollowUpForm key={application.id} application={application} {...props} /> : null;
