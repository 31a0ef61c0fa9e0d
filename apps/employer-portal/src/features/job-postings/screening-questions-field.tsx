import { maxScreeningQuestions } from '@jobboard/contracts';
import { alwaysAskedQuestions, domainTexts } from '@jobboard/domain';
import { Button, Cluster, FieldGroup, Stack, StyledFieldError, StyledFieldHint, TextField, VisuallyHidden } from '@jobboard/ui';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { useTexts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

export interface ScreeningQuestionsFieldProps {
  questions: readonly string[];
  onChange: (questions: string[]) => void;
  error?: string;
}

const StyledQuestion = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  > :first-child { flex: 1; min-width: 0; }
`;

const StyledAlwaysAsked = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => `0 ${theme.radius.md} ${theme.radius.md} 0`};
  background: ${({ theme }) => theme.color.brandSoft};
  font-size: ${({ theme }) => theme.font.size.sm};
  p { margin: 0 0 ${({ theme }) => theme.space.xs}; font-weight: ${({ theme }) => theme.font.weight.medium}; }
  ol { margin: 0 0 ${({ theme }) => theme.space.sm}; padding-left: ${({ theme }) => theme.space.xl}; }
  p:last-child { margin: 0; font-weight: ${({ theme }) => theme.font.weight.regular}; }
`;

const finalQuestion = alwaysAskedQuestions[alwaysAskedQuestions.length - 1];
const otherAlwaysAsked = alwaysAskedQuestions.slice(0, -1);

/**
 * The job's own screening questions: Add Question adds a box (the button goes at the limit),
 * each can be removed, blank ones are dropped on submit. Shows what every applicant is asked too.
 */
export const ScreeningQuestionsField = ({ questions, onChange, error }: ScreeningQuestionsFieldProps) => {
  const t = useTexts(employerTexts);
  const td = useTexts(domainTexts);
  const hintId = useId();
  const errorId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const added = useRef(false);

  // A question just added gets the focus, so the employer can type it at once.
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    const inputs = listRef.current?.querySelectorAll<HTMLInputElement>('input');
    inputs?.[inputs.length - 1]?.focus();
  }, [questions.length]);

  const handleAdd = () => {
    added.current = true;
    onChange([...questions, '']);
  };
  const handleChange = (index: number, question: string) => onChange(questions.map((current, position) => (position === index ? question : current)));
  const handleRemove = (index: number) => onChange(questions.filter((_question, position) => position !== index));

  return (
    <FieldGroup aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}>
      <legend>{t('Screening Questions')}</legend>
      <StyledFieldHint id={hintId}>
        {t('Up to {{max}} questions of your own; blank ones are left out. {{added}} of {{max}} added.', {
          max: maxScreeningQuestions,
          added: questions.length,
        })}
      </StyledFieldHint>
      {questions.length > 0 && (
        <Stack $gap="md" ref={listRef}>
          {questions.map((question, index) => (
            <StyledQuestion key={index}>
              <TextField
                label={t('Question {{number}}', { number: index + 1 })}
                name={index === 0 ? 'screeningQuestions' : undefined}
                value={question}
                maxLength={500}
                onChange={(event) => handleChange(index, event.target.value)}
              />
              <Button type="button" $variant="ghost" onClick={() => handleRemove(index)}>
                {t('Remove')}
                <VisuallyHidden> {t('question {{number}}', { number: index + 1 })}</VisuallyHidden>
              </Button>
            </StyledQuestion>
          ))}
        </Stack>
      )}
      {error && <StyledFieldError id={errorId}>{error}</StyledFieldError>}
      {questions.length < maxScreeningQuestions && (
        <Cluster $align="center" $gap="md">
          <Button type="button" $variant="outline" onClick={handleAdd}>
            {t('Add Question')}
          </Button>
        </Cluster>
      )}
      <StyledAlwaysAsked>
        <p>{t('Every applicant is also asked:')}</p>
        <ol>
          {otherAlwaysAsked.map((question) => (
            <li key={question}>{td(question)}</li>
          ))}
        </ol>
        <p>
          <strong>{t('Always asked last:')}</strong> {td(finalQuestion)} {t('(answered by typing "I understand")')}
        </p>
      </StyledAlwaysAsked>
    </FieldGroup>
  );
};
