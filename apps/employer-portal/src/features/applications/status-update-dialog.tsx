import { useUpdateApplicationStatus, useWrite } from '@jobboard/api-client';
import {
  applicationStatusUpdateSchema,
  contractsTexts,
  hiringMessages,
  type EmployerApplication,
  type EmployerApplicationStatus,
} from '@jobboard/contracts';
import { fieldErrorsFrom, FormDialog, useCheckedForm } from '@jobboard/portal-kit';
import { SelectField, TextAreaField, useToast } from '@jobboard/ui';
import type { FormEvent } from 'react';
import { employerStatusOptions, isEmployerStatus } from './application-labels';
import { useTexts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

export interface StatusUpdateDialogProps {
  employerId: string;
  application: Pick<EmployerApplication, 'id' | 'applicantName' | 'jobTitle' | 'status' | 'notes' | 'rejectionReason'>;
  onClose: () => void;
}

const statusFields = ['status', 'notes', 'rejectionReason'] as const;
type StatusField = (typeof statusFields)[number];
type StatusValues = { status: EmployerApplicationStatus; notes: string; rejectionReason: string };

const statusValuesOf = (application: StatusUpdateDialogProps['application']): StatusValues => ({
  status: isEmployerStatus(application.status) ? application.status : 'pending',
  notes: application.notes ?? '',
  rejectionReason: application.rejectionReason ?? '',
});

const checkStatusUpdate = (values: StatusValues) => {
  // The reason is only for a rejection; it is not sent with any other status.
  const update = applicationStatusUpdateSchema.safeParse({ ...values, rejectionReason: values.status === 'rejected' ? values.rejectionReason : '' });
  return update.success
    ? { ok: true as const, update: update.data }
    : { ok: false as const, errors: fieldErrorsFrom<StatusField>(update.error.issues) };
};

/** Update Status: any of the five statuses, notes to the candidate and, on a rejection, a reason they see. */
export const StatusUpdateDialog = ({ employerId, application, onClose }: StatusUpdateDialogProps) => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
  const { toast } = useToast();
  const saving = useWrite(useUpdateApplicationStatus(employerId));
  const { formRef, values, errorOf, textInput, validate } = useCheckedForm({
    initialValues: statusValuesOf(application),
    check: checkStatusUpdate,
    fieldOrder: statusFields,
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.pending) return;
    const check = validate();
    if (!check.ok) return;
    try {
      await saving.run(application.id, check.update);
      toast({ title: tc(hiringMessages.statusUpdated.title), description: tc(hiringMessages.statusUpdated.message), variant: 'success' });
      onClose();
    } catch {
      toast({ title: tc(hiringMessages.statusFailed.title), description: tc(hiringMessages.statusFailed.message), variant: 'destructive' });
    }
  };

  return (
    <FormDialog
      title={t('Update Status')}
      description={`${application.applicantName}, ${application.jobTitle}`}
      formLabel={t('Application status')}
      submitLabel={t('Update Status')}
      saving={saving.pending}
      onClose={onClose}
      onSubmit={(event) => void handleSubmit(event)}
      formRef={formRef}
    >
        <SelectField
          label={t('Status')}
          options={employerStatusOptions(tc)}
          error={errorOf('status')}
          {...textInput('status')}
        />
        <TextAreaField
          label={t('Notes to the candidate')}
          hint={t('Optional. The candidate sees these in My Applications.')}
          maxLength={5000}
          error={errorOf('notes')}
          {...textInput('notes')}
        />
        {values.status === 'rejected' && (
          <TextAreaField
            label={t('Reason (shared with the candidate)')}
            hint={t('Optional.')}
            maxLength={1000}
            error={errorOf('rejectionReason')}
            {...textInput('rejectionReason')}
          />
        )}
    </FormDialog>
  );
};
