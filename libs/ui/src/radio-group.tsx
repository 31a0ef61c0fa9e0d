import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

interface RadioOption<T extends string = string> {
  value: T;
  label: ReactNode;
  /** A second line under the label. */
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps<T extends string = string> {
  /** The group's legend and accessible name. */
  label: ReactNode;
  /** Shared by the radios, for forms. */
  name: string;
  options: readonly RadioOption<T>[];
  /** The chosen value; undefined or '' when nothing is chosen yet. */
  value: T | '' | undefined;
  onChange: (value: T) => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  orientation?: 'vertical' | 'horizontal';
}

const StyledGroup = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;

const StyledLegend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledRequired = styled.span`
  color: ${({ theme }) => theme.color.danger};
  margin-left: ${({ theme }) => theme.space.xxs};
`;

const StyledOptions = styled.div<{ $orientation: 'vertical' | 'horizontal' }>`
  display: flex;
  flex-direction: ${({ $orientation }) => ($orientation === 'horizontal' ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ theme, $orientation }) => ($orientation === 'horizontal' ? theme.space.lg : theme.space.sm)};
`;

const StyledOption = styled.label<{ $disabled?: boolean }>`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.55 : 1)};
  input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 3px 0 0;
    accent-color: ${({ theme }) => theme.color.brand};
  }
`;

const StyledOptionDescription = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledHint = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const StyledError = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Radio buttons in a fieldset whose legend names the group; the error is tied to the group and its radios. */
export const RadioGroup = <T extends string>({
  label,
  name,
  options,
  value,
  onChange,
  error,
  hint,
  required,
  disabled,
  orientation = 'vertical',
}: RadioGroupProps<T>) => {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <StyledGroup aria-describedby={describedBy} disabled={disabled}>
      <StyledLegend>
        {label}
        {required && <StyledRequired aria-hidden="true">*</StyledRequired>}
      </StyledLegend>
      <StyledOptions $orientation={orientation}>
        {options.map((option) => (
          <StyledOption key={option.value} $disabled={disabled || option.disabled}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              disabled={option.disabled}
              required={required}
              aria-invalid={error ? true : undefined}
            />
            <span>
              {option.label}
              {option.description && <StyledOptionDescription>{option.description}</StyledOptionDescription>}
            </span>
          </StyledOption>
        ))}
      </StyledOptions>
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
      {error && (
        <StyledError id={errorId} role="alert">
          {error}
        </StyledError>
      )}
    </StyledGroup>
  );
};
