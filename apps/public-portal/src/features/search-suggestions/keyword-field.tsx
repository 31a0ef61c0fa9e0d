import { TextField, type TextFieldProps } from '@jobboard/ui';
import { useId, useRef, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import type { SuggestionPopup, SuggestionsProps } from './suggestions';

export type KeywordFieldProps = Omit<TextFieldProps, 'role'> & {
  /** A suggestion was picked: the box already holds its text; run the search. */
  onPick: (text: string, input: HTMLInputElement) => void;
};

// The list opens over what is below the box, so nothing moves when it shows.
const StyledBox = styled.div`
  position: relative;
`;

/**
 * A search box that suggests job titles, skills and credentials as a person types (the ARIA 1.2
 * combobox pattern). Only the box is in a page's first view: the suggestions' code loads when
 * the box is first focused, and sets what the box tells screen readers (open, active option).
 */
export const KeywordField = ({ onPick, onFocus, ...field }: KeywordFieldProps) => {
  const listId = useId();
  const box = useRef<HTMLDivElement>(null);
  const [Suggestions, setSuggestions] = useState<ComponentType<SuggestionsProps>>();
  const [popup, setPopup] = useState<SuggestionPopup>({ open: false });
  return (
    <StyledBox ref={box}>
      <TextField
        {...field}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={popup.open}
        aria-controls={listId}
        aria-activedescendant={popup.active}
        autoComplete="off"
        onFocus={(event) => {
          // Should the code not load, the box stays a plain search box (the next focus tries again).
          if (!Suggestions)
            import('./suggestions').then(
              (module) => setSuggestions(() => module.Suggestions),
              () => undefined,
            );
          onFocus?.(event);
        }}
      />
      {Suggestions && <Suggestions box={box} listId={listId} onPopup={setPopup} onPick={onPick} />}
    </StyledBox>
  );
};
