import { useUpdateApplicationStatus } from '@jobboard/api-client';
import {
  applicationStatusUpdateSchema,
  employerApplicationStatuses,
  employerStatusLabels,
  hiringMessages,
  type EmployerApplication,
  type EmployerApplicationStatus,
} from '@jobboard/contracts';
import { FormDialog, useDialogSave } from '@jobboard/portal-kit';
import { SelectField, TextAreaField } from '@jobboard/ui';
import { useState, type FormEvent } from 'react';
import { isEmployerStatus } from './application-labels';

export interface StatusUpdateDialogProps {
  employerId: string;
  application: Pick<EmployerApplication, 'id' | 'applicantName' | 'jobTitle' | 'status' | 'notes' | 'rejectionReason'>;
  onClose: () => void;
}

const statusOptions = employerApplicationStatuses.map((status) => ({ value: status, label: employerStatusLabels[status] }));


type StatusField = 'status' | 'notes' | 'rejectionReason';

/** Update Status: any of the five statuses, notes to the candidate and, on a rejection, a reason they see. */
export const StatusUpdateDialog = ({ employerId, application, onClose }: StatusUpdateDialogProps) => {
  const updateStatus = useUpdateApplicationStatus(employerId);
  const [status, setStatus] = useState<EmployerApplicationStatus>(isEmployerStatus(application.status) ? application.status : 'pending');
  const [notes, setNotes] = useState(application.notes ?? '');
  const [rejectionReason, setRejectionReason] = useState(application.rejectionReason ?? '');
  const { errors, saving, save } = useDialogSave<StatusField>({
    succeeded: hiringMessages.statusUpdated,
    failed: hiringMessages.statusFailed,
    onSaved: onClose,
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The reason is only for a rejection; it is not sent with any other status.
    const update = applicationStatusUpdateSchema.safeParse({ status, notes, rejectionReason: status === 'rejected' ? rejectionReason : '' });
    void save(update, (data) => updateStatus(application.id, data));
  };

  return (
    <FormDialog
      title="Update Status"
      description={`${application.applicantName}, ${application.jobTitle}`}
      formLabel="Application status"
      submitLabel="Update Status"
      saving={saving}
      onClose={onClose}
      onSubmit={handleSubmit}
    >
        <SelectField
          label="Status"
          name="status"
          options={statusOptions}
          value={status}
          error={errors.status}
          onChange={(event) => setStatus(event.target.value as EmployerApplicationStatus)}
        />
        <TextAreaField
          label="Notes to the candidate"
          name="notes"
          hint="Optional. The candidate sees these in My Applications."
          maxLength={5000}
          value={notes}
          error={errors.notes}
          onChange={(event) => setNotes(event.target.value)}
        />
        {status === 'rejected' && (
          <TextAreaField
            label="Reason (shared with the candidate)"
            name="rejectionReason"
            hint="Optional."
            maxLength={1000}
            value={rejectionReason}
            error={errors.rejectionReason}
            onChange={(event) => setRejectionReason(event.target.value)}
          />
        )}
    </FormDialog>
  );
};
