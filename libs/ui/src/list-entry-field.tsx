import { useTexts, withParts } from '@jobboard/i18n';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { StyledField, StyledFieldError, StyledFieldHint, StyledFieldLabel, StyledInput, StyledRequired } from './fields';
import { uiTexts } from './texts';
import { VisuallyHidden } from './visually-hidden';

export interface ListEntryFieldProps {
  label: string;
  /** The name of one entry, for the Add button's accessible name ("Add skill"). */
  entryName: string;
  name: string;
  entries: readonly string[];
  /** The list after adding what was typed: the caller's rule (trim, drop blanks or repeats). */
  addEntry: (entries: readonly string[], typed: string) => string[];
  onChange: (entries: string[]) => void;
  placeholder?: string;
  hint?: string;
  error?: string;
  /** The chips' list name, when it should differ from the label ("Your skills"). */
  listLabel?: string;
  /** At least one entry is needed: marked like other required fields and announced as required. */
  required?: boolean;
}

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
  /* Drawn by CSS so a chip's text is just its entry. */
  &::before { content: '×'; }
  &:hover { background: ${({ theme }) => theme.color.surface}; }
`;

/** A list typed one entry at a time: Add (or Enter) adds, each entry is a removable chip. */
export const ListEntryField = ({
  label,
  entryName,
  name,
  entries,
  addEntry,
  onChange,
  placeholder,
  hint,
  error,
  listLabel = label,
  required,
}: ListEntryFieldProps) => {
  const t = useTexts(uiTexts);
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const inputRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');

  const handleAdd = () => {
    onChange(addEntry(entries, typed));
    setTyped('');
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the entry; it must not submit the whole form.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    handleAdd();
  };

  // By position, so a repeated entry loses just that copy.
  const handleRemove = (index: number) => {
    onChange(entries.filter((_entry, position) => position !== index));
    inputRef.current?.focus();
  };

  return (
    <StyledField>
      <StyledFieldLabel htmlFor={id}>
        {label}
        {required && <StyledRequired aria-hidden="true">*</StyledRequired>}
      </StyledFieldLabel>
      <StyledControlRow>
        <StyledInput
          ref={inputRef}
          id={id}
          name={name}
          value={typed}
          placeholder={placeholder}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          $invalid={Boolean(error)}
          enterKeyHint="enter"
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={handleKeyDown}
        />
        <Button type="button" $variant="outline" onClick={handleAdd}>
          {withParts(t('Add {{entry}}'), { entry: <VisuallyHidden>{entryName}</VisuallyHidden> })}
        </Button>
      </StyledControlRow>
      {hint && <StyledFieldHint id={hintId}>{hint}</StyledFieldHint>}
      {error && <StyledFieldError id={errorId}>{error}</StyledFieldError>}
      {entries.length > 0 && (
        <StyledChips aria-label={listLabel}>
          {entries.map((entry, index) => (
            <StyledChip key={`${index}-${entry}`}>
              <span>{entry}</span>
              <StyledChipRemove type="button" aria-label={t('Remove {{name}}', { name: entry })} onClick={() => handleRemove(index)} />
            </StyledChip>
          ))}
        </StyledChips>
      )}
    </StyledField>
  );
};
