import { useUpdateApplicationStatus } from '@jobboard/api-client';
import {
  applicationStatusUpdateSchema,
  employerApplicationStatuses,
  employerStatusLabels,
  hiringMessages,
  type EmployerApplication,
  type EmployerApplicationStatus,
} from '@jobboard/contracts';
import { fieldErrorsFrom, type FieldErrors } from '@jobboard/portal-kit';
import { Button, Dialog, SelectField, TextAreaField, useToast } from '@jobboard/ui';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { isEmployerStatus } from './application-labels';

export interface StatusUpdateDialogProps {
  employerId: string;
  application: Pick<EmployerApplication, 'id' | 'applicantName' | 'jobTitle' | 'status' | 'notes' | 'rejectionReason'>;
  onClose: () => void;
}

const statusOptions = employerApplicationStatuses.map((status) => ({ value: status, label: employerStatusLabels[status] }));

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  textarea { min-height: 96px; }
`;

type StatusField = 'status' | 'notes' | 'rejectionReason';

/** Update Status: any of the five statuses, notes to the candidate and, on a rejection, a reason they see. */
export const StatusUpdateDialog = ({ employerId, application, onClose }: StatusUpdateDialogProps) => {
  const { toast } = useToast();
  const updateStatus = useUpdateApplicationStatus(employerId);
  const formId = useId();
  const [status, setStatus] = useState<EmployerApplicationStatus>(isEmployerStatus(application.status) ? application.status : 'pending');
  const [notes, setNotes] = useState(application.notes ?? '');
  const [rejectionReason, setRejectionReason] = useState(application.rejectionReason ?? '');
  const [errors, setErrors] = useState<FieldErrors<StatusField>>({});
  const [saving, setSaving] = useState(false);

  const handleClose = () => {
    if (!saving) onClose();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    // The reason is only for a rejection; it is not sent with any other status.
    const update = applicationStatusUpdateSchema.safeParse({ status, notes, rejectionReason: status === 'rejected' ? rejectionReason : '' });
    if (!update.success) {
      setErrors(fieldErrorsFrom<StatusField>(update.error.issues));
      return;
    }
    setSaving(true);
    try {
      await updateStatus(application.id, update.data);
      toast({ title: hiringMessages.statusUpdated.title, description: hiringMessages.statusUpdated.message, variant: 'success' });
      onClose();
    } catch {
      setSaving(false);
      toast({ title: hiringMessages.statusFailed.title, description: hiringMessages.statusFailed.message, variant: 'destructive' });
    }
  };

  return (
    <Dialog
      open
      onClose={handleClose}
      title="Update Status"
      description={`${application.applicantName}, ${application.jobTitle}`}
      footer={
        <>
          <Button type="button" $variant="outline" onClick={handleClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving ? 'Saving...' : 'Update Status'}
          </Button>
        </>
      }
    >
      <StyledForm id={formId} noValidate onSubmit={handleSubmit} aria-label="Application status">
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
      </StyledForm>
    </Dialog>
  );
};
