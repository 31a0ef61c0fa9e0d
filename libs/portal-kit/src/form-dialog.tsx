import type { TitledMessage } from '@jobboard/contracts';
import { Button, Dialog, useToast } from '@jobboard/ui';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { fieldErrorsFrom, type FieldErrors } from './form-errors';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  textarea {
    min-height: 96px;
  }
`;

export interface FormDialogProps {
  title: string;
  description?: string;
  /** The form's accessible name. */
  formLabel: string;
  submitLabel: string;
  saving: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** A dialog around one form: Cancel and the submit button in its footer; it cannot be closed while saving. */
export const FormDialog = ({ title, description, formLabel, submitLabel, saving, onClose, onSubmit, children }: FormDialogProps) => {
  const formId = useId();
  const handleClose = () => {
    if (!saving) onClose();
  };
  return (
    <Dialog
      open
      onClose={handleClose}
      title={title}
      description={description}
      footer={
        <>
          <Button type="button" $variant="outline" onClick={handleClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving ? 'Saving...' : submitLabel}
          </Button>
        </>
      }
    >
      <StyledForm id={formId} noValidate onSubmit={onSubmit} aria-label={formLabel}>
        {children}
      </StyledForm>
    </Dialog>
  );
};

type Checked<T> = { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/**
 * A dialog form's save: the values checked with their contract first (each problem shown on its
 * field), then sent once, with the success or failure toast; on success the dialog is done.
 */
export const useDialogSave = <Field extends string>({
  succeeded,
  failed,
  onSaved,
}: {
  succeeded: TitledMessage;
  failed: TitledMessage;
  onSaved: () => void;
}) => {
  const { toast } = useToast();
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [saving, setSaving] = useState(false);
  const save = async <T,>(checked: Checked<T>, send: (data: T) => Promise<unknown>) => {
    if (saving) return;
    if (!checked.success) {
      setErrors(fieldErrorsFrom<Field>(checked.error.issues));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await send(checked.data);
      toast({ title: succeeded.title, description: succeeded.message, variant: 'success' });
      onSaved();
    } catch {
      setSaving(false);
      toast({ title: failed.title, description: failed.message, variant: 'destructive' });
    }
  };
  return { errors, saving, save };
};
