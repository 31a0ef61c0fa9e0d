import { useTexts } from '@jobboard/i18n';
import { Button, StyledField, StyledFieldHint, StyledFieldLabel, useToast } from '@jobboard/ui';
import { useId, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { veteranTexts } from '../../texts';
import { acceptedResumeTypes, resumeFileProblem } from './resume-file';

const StyledDropArea = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border: 2px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  &:focus-within { border-color: ${({ theme }) => theme.color.brand}; }
  input[type='file'] {
    width: 100%;
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
  input[type='file']::file-selector-button {
    margin-right: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
    border: 1px solid ${({ theme }) => theme.color.brand};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.brand};
    font: inherit;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    cursor: pointer;
  }
`;

const StyledChosenFile = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.successSoft};
  p {
    flex: 1;
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

export interface ResumeFieldProps {
  label: string;
  name: string;
  file: File | undefined;
  onChange: (file: File | undefined) => void;
}

/**
 * Picks a resume; the signup form stores it among the veteran's saved resumes once the new account
 * is signed in (see docs/veteran-portal.md). A file that is too large or of the wrong type is
 * refused at once with a toast (the server checks it again, by content).
 */
export const ResumeField = ({ label, name, file, onChange }: ResumeFieldProps) => {
  const t = useTexts(veteranTexts);
  const fileName = file?.name;
  const id = useId();
  const hintId = `${id}-hint`;
  const { toast } = useToast();

  const handleChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    const problem = resumeFileProblem(chosen);
    if (problem) {
      toast({ title: t(problem.title), description: t(problem.description), variant: 'destructive' });
      event.target.value = '';
      onChange(undefined);
      return;
    }
    onChange(chosen);
  };

  return (
    <StyledField>
      {fileName ? <StyledFieldLabel as="span">{label}</StyledFieldLabel> : <StyledFieldLabel htmlFor={id}>{label}</StyledFieldLabel>}
      {fileName ? (
        <StyledChosenFile>
          <p>{fileName}</p>
          <Button type="button" $variant="ghost" $size="sm" aria-label={t('Remove {{fileName}}', { fileName })} onClick={() => onChange(undefined)}>
            {t('Remove')}
          </Button>
        </StyledChosenFile>
      ) : (
        <StyledDropArea>
          <input id={id} name={name} type="file" accept={acceptedResumeTypes} aria-describedby={hintId} onChange={handleChoose} />
        </StyledDropArea>
      )}
      <StyledFieldHint id={hintId}>{t('PDF, DOC or DOCX, up to 5MB.')}</StyledFieldHint>
    </StyledField>
  );
};
