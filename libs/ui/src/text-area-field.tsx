import { useId, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyle, FieldFrame, type FieldFrameProps } from './fields';

const StyledTextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyle}
  min-height: 120px;
  resize: vertical;
`;

export type TextAreaFieldProps = FieldFrameProps & TextareaHTMLAttributes<HTMLTextAreaElement>;

export const TextAreaField = ({ label, required, hint, error, id, ...textarea }: TextAreaFieldProps) => {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} required={required} hint={hint} error={error}>
      {(describedBy) => (
        <StyledTextArea
          id={fieldId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          $invalid={Boolean(error)}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
};
