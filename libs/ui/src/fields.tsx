import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

/**
 * Form fields. The password and multi-line fields live in their own modules and build on the
 * frame and control look exported here: the bundler keeps or drops a module whole, so a page
 * with a search form does not download the password field.
 */

/** The parts of a field, for composite fields built outside this file (list entry, file picker). */
export const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const StyledFieldLabel = styled.label`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledRequired = styled.span`
  color: ${({ theme }) => theme.color.danger};
  margin-left: ${({ theme }) => theme.space.xxs};
`;

export const StyledFieldHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const StyledFieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The look of every text, select and multi-line control. */
export const controlStyle = css<{ $invalid?: boolean }>`
  width: 100%;
  font: inherit;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  &:disabled { background: ${({ theme }) => theme.color.neutralSoft}; }
`;

export const StyledInput = styled.input<{ $invalid?: boolean }>`${controlStyle}`;
const StyledSelect = styled.select<{ $invalid?: boolean }>`${controlStyle}`;

export interface FieldFrameProps {
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
}

/** Label, control, hint and error text, wired together for screen readers. */
export const FieldFrame = ({
  id,
  label,
  required,
  hint,
  error,
  children,
}: FieldFrameProps & { id: string; children: (describedBy: string | undefined) => ReactNode }) => {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <StyledField>
      <StyledFieldLabel htmlFor={id}>
        {label}
        {required && <StyledRequired aria-hidden="true">*</StyledRequired>}
      </StyledFieldLabel>
      {children(describedBy)}
      {hint && <StyledFieldHint id={hintId}>{hint}</StyledFieldHint>}
      {error && <StyledFieldError id={errorId}>{error}</StyledFieldError>}
    </StyledField>
  );
};

export type TextFieldProps = FieldFrameProps & InputHTMLAttributes<HTMLInputElement>;

export const TextField = ({ label, required, hint, error, id, ...input }: TextFieldProps) => {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} required={required} hint={hint} error={error}>
      {(describedBy) => (
        <StyledInput
          id={fieldId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          $invalid={Boolean(error)}
          {...input}
        />
      )}
    </FieldFrame>
  );
};

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = FieldFrameProps &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: readonly SelectOption[];
    /** Shown first with an empty value, e.g. "Select industry". */
    placeholder?: string;
  };

export const SelectField = ({ label, required, hint, error, id, options, placeholder, ...select }: SelectFieldProps) => {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldFrame id={fieldId} label={label} required={required} hint={hint} error={error}>
      {(describedBy) => (
        <StyledSelect
          id={fieldId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          $invalid={Boolean(error)}
          {...select}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </StyledSelect>
      )}
    </FieldFrame>
  );
};

const StyledCheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  cursor: pointer;
  input { width: 18px; height: 18px; accent-color: ${({ theme }) => theme.color.brand}; }
`;

export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  /** One radio button of a group (the fieldset around them names the group); a checkbox unless told. */
  type?: 'checkbox' | 'radio';
};

export const CheckboxField = ({ label, type = 'checkbox', ...input }: CheckboxFieldProps) => (
  <StyledCheckboxLabel>
    <input type={type} {...input} />
    <span>{label}</span>
  </StyledCheckboxLabel>
);

/** Options side by side (radio groups, checkbox groups) with a legend as their accessible name. */
export const StyledFieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  legend {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    font-size: ${({ theme }) => theme.font.size.sm};
    margin-bottom: ${({ theme }) => theme.space.xs};
    padding: 0;
  }
`;
