import { useTexts, withParts } from '@jobboard/i18n';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { FieldFrame, StyledInput, type TextFieldProps } from './fields';
import { uiTexts } from './texts';
import { VisuallyHidden } from './visually-hidden';

const StyledPasswordBox = styled.div`
  position: relative;
  input { padding-right: 72px; }
`;

const StyledPasswordToggle = styled.button`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space.xs};
  transform: translateY(-50%);
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.brand};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.color.brandSoft}; }
`;

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/** A password input with a Show / Hide button (named "Show password" / "Hide password"). */
export const PasswordField = ({ label, required, hint, error, id, ...input }: PasswordFieldProps) => {
  const t = useTexts(uiTexts);
  const generated = useId();
  const fieldId = id ?? generated;
  const [visible, setVisible] = useState(false);
  const handleToggle = () => setVisible((shown) => !shown);
  return (
    <FieldFrame id={fieldId} label={label} required={required} hint={hint} error={error}>
      {(describedBy) => (
        <StyledPasswordBox>
          <StyledInput
            id={fieldId}
            type={visible ? 'text' : 'password'}
            required={required}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            $invalid={Boolean(error)}
            {...input}
          />
          <StyledPasswordToggle type="button" aria-pressed={visible} onClick={handleToggle}>
            {withParts(visible ? t('Hide {{password}}') : t('Show {{password}}'), {
              password: <VisuallyHidden>{t('password')}</VisuallyHidden>,
            })}
          </StyledPasswordToggle>
        </StyledPasswordBox>
      )}
    </FieldFrame>
  );
};
