import { addSkill } from '@jobboard/contracts';
import { Button, StyledField, StyledFieldError, StyledFieldHint, StyledFieldLabel, StyledInput, VisuallyHidden } from '@jobboard/ui';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';

const StyledControlRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: stretch;
  > input { flex: 1; min-width: 0; }
`;

const StyledChips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
`;

const StyledChip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 100%;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xs} ${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brandStrong};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  span { overflow-wrap: anywhere; }
`;

const StyledChipRemove = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 24px;
  height: 24px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1;
  cursor: pointer;
  /* Drawn by CSS so a chip's text is just the skill. */
  &::before { content: '×'; }
  &:hover { background: ${({ theme }) => theme.color.surface}; }
`;

export interface SkillsFieldProps {
  skills: string[];
  onChange: (skills: string[]) => void;
  error?: string;
}

/** Skills typed one at a time (spec 000 §5): Enter or Add adds, trimmed, a repeat (any case) is dropped. */
export const SkillsField = ({ skills, onChange, error }: SkillsFieldProps) => {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');

  const handleAdd = () => {
    onChange(addSkill(skills, typed));
    setTyped('');
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the skill; it must not submit the whole form.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    handleAdd();
  };

  const handleRemove = (skill: string) => {
    onChange(skills.filter((entry) => entry !== skill));
    inputRef.current?.focus();
  };

  return (
    <StyledField>
      <StyledFieldLabel htmlFor={id}>Skills</StyledFieldLabel>
      <StyledControlRow>
        <StyledInput
          ref={inputRef}
          id={id}
          name="skills"
          value={typed}
          placeholder="e.g. Customer service"
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          $invalid={Boolean(error)}
          enterKeyHint="enter"
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={handleKeyDown}
        />
        <Button type="button" $variant="outline" onClick={handleAdd}>
          Add<VisuallyHidden> skill</VisuallyHidden>
        </Button>
      </StyledControlRow>
      <StyledFieldHint id={`${id}-hint`}>Press Enter or Add after each skill.</StyledFieldHint>
      {error && <StyledFieldError id={`${id}-error`}>{error}</StyledFieldError>}
      {skills.length > 0 && (
        <StyledChips aria-label="Your skills">
          {skills.map((skill) => (
            <StyledChip key={skill}>
              <span>{skill}</span>
              <StyledChipRemove type="button" aria-label={`Remove ${skill}`} onClick={() => handleRemove(skill)} />
            </StyledChip>
          ))}
        </StyledChips>
      )}
    </StyledField>
  );
};
