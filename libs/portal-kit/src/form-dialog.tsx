import { useTexts } from '@jobboard/i18n';
import { Button, Dialog } from '@jobboard/ui';
import { useId, type FormEvent, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { portalKitTexts } from './texts';

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
  /** The form's element, for `useCheckedForm`'s focus on the first problem. */
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
}

/** A dialog around one form: Cancel and the submit button in its footer; it cannot be closed while saving. */
export const FormDialog = ({ title, description, formLabel, submitLabel, saving, onClose, onSubmit, formRef, children }: FormDialogProps) => {
  const t = useTexts(portalKitTexts);
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
            {t('Cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving ? t('Saving...') : submitLabel}
          </Button>
        </>
      }
    >
      <StyledForm id={formId} ref={formRef} noValidate onSubmit={onSubmit} aria-label={formLabel}>
        {children}
      </StyledForm>
    </Dialog>
  );
};
