import { Button, StyledField, StyledFieldHint, StyledFieldLabel, StyledInput, VisuallyHidden } from '@jobboard/ui';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { StyledControlRow } from './form-parts';
import { addListEntry, removeListEntry } from './list-entries';

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
  /* Drawn by CSS so a chip's text is just its entry. */
  &::before { content: '×'; }
  &:hover { background: ${({ theme }) => theme.color.surface}; }
`;

export interface ListEntryFieldProps {
  label: string;
  /** The name of one entry, for the Add button's accessible name ("Add skill"). */
  entryName: string;
  name: string;
  entries: string[];
  onChange: (entries: string[]) => void;
  placeholder?: string;
  hint?: string;
}

/** A list typed one entry at a time: Add (or Enter) adds, each entry is a removable chip. */
export const ListEntryField = ({ label, entryName, name, entries, onChange, placeholder, hint }: ListEntryFieldProps) => {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const inputRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');

  const handleAdd = () => {
    onChange(addListEntry(entries, typed));
    setTyped('');
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the entry; it must not submit the whole form.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    handleAdd();
  };

  const handleRemove = (index: number) => {
    onChange(removeListEntry(entries, index));
    inputRef.current?.focus();
  };

  return (
    <StyledField>
      <StyledFieldLabel htmlFor={id}>{label}</StyledFieldLabel>
      <StyledControlRow>
        <StyledInput
          ref={inputRef}
          id={id}
          name={name}
          value={typed}
          placeholder={placeholder}
          aria-describedby={hintId}
          enterKeyHint="enter"
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={handleKeyDown}
        />
        <Button type="button" $variant="outline" onClick={handleAdd}>
          Add<VisuallyHidden> {entryName}</VisuallyHidden>
        </Button>
      </StyledControlRow>
      {hint && <StyledFieldHint id={hintId}>{hint}</StyledFieldHint>}
      {entries.length > 0 && (
        <StyledChips aria-label={label}>
          {entries.map((entry, index) => (
            <StyledChip key={`${index}-${entry}`}>
              <span>{entry}</span>
              <StyledChipRemove type="button" aria-label={`Remove ${entry}`} onClick={() => handleRemove(index)} />
            </StyledChip>
          ))}
        </StyledChips>
      )}
    </StyledField>
  );
};
