import { useJobSuggestions } from '@jobboard/api-client';
import type { JobSuggestions } from '@jobboard/contracts';
import { text, useTexts } from '@jobboard/i18n';
import { VisuallyHidden } from '@jobboard/ui';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { publicTexts } from '../../texts';

/** What the box tells screen readers: whether the list is open, and the option chosen with the arrows. */
export interface SuggestionPopup {
  open: boolean;
  active?: string;
}

export interface SuggestionsProps {
  /** Holds the box's input. */
  box: RefObject<HTMLDivElement | null>;
  listId: string;
  onPopup: (popup: SuggestionPopup) => void;
  onPick: (text: string, input: HTMLInputElement) => void;
}

/** How long typing must pause before suggestions are asked for. */
const typingPauseMs = 200;
const minChars = 2;

const kindLabels: Record<JobSuggestions['suggestions'][number]['kind'], string> = {
  title: text('Job title'),
  skill: text('Skill'),
  credential: text('Credential'),
};

const StyledList = styled.ul`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.header - 1};
  top: 100%;
  left: 0;
  right: 0;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: ${({ theme }) => theme.space.xs} 0;
  list-style: none;
  text-align: left;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

const StyledOption = styled.li`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  cursor: pointer;
  &:hover,
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.brandSoft};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.color.brand};
  }
`;

const StyledKind = styled.span`
  flex-shrink: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * The suggestion list of a KeywordField: asked for once typing pauses (2+ characters), opened
 * under the box; Down and Up move through it, Enter or a click picks, Escape closes it, Tab and
 * leaving the box close it. A polite live region says how many suggestions there are.
 */
export const Suggestions = ({ box, listId: givenListId, onPopup, onPick }: SuggestionsProps) => {
  const t = useTexts(publicTexts);
  // The list takes the id the box in the page names: on a page rendered on the server the box
  // keeps the server's attributes, and an id made anew in the browser could differ from them.
  const [listId] = useState(() => box.current?.querySelector('input')?.getAttribute('aria-controls') || givenListId);
  // The typed text once typing paused, and whether the person wants the list (typing, not after a pick, Escape or leaving).
  const [typed, setTyped] = useState('');
  const [wanted, setWanted] = useState(false);
  const [active, setActive] = useState(-1);
  const { data } = useJobSuggestions(typed);
  const found = typed.trim().length >= minChars ? (data?.suggestions ?? []) : [];
  const open = wanted && found.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const input = () => box.current?.querySelector('input');
  const pick = (text: string) => {
    const field = input();
    if (!field) return;
    setWanted(false);
    setActive(-1);
    field.value = text;
    onPick(text, field);
  };

  // The keys act on what is shown now: the listener, added once, calls the latest handler.
  const onKey = useRef<(event: KeyboardEvent) => void>(() => undefined);
  onKey.current = (event) => {
    const last = found.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (last < 0 || event.altKey) return;
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      if (!open) setWanted(true);
      setActive(!open || active < 0 ? (down ? 0 : last) : down ? (active === last ? 0 : active + 1) : active === 0 ? last : active - 1);
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      pick(found[active].text);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setWanted(false);
    } else if (event.key === 'Tab') {
      setWanted(false);
    }
  };

  useEffect(() => {
    const field = box.current?.querySelector('input');
    if (!field) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      setWanted(true);
      setActive(-1);
      clearTimeout(timer);
      // Too short: the list closes at once; otherwise it follows once typing pauses.
      if (field.value.trim().length < minChars) setTyped(field.value);
      else timer = setTimeout(() => setTyped(field.value), typingPauseMs);
    };
    const onKeyDown = (event: KeyboardEvent) => onKey.current(event);
    const close = () => setWanted(false);
    field.addEventListener('input', ask);
    field.addEventListener('keydown', onKeyDown);
    field.addEventListener('blur', close);
    // Typed while this code was loading.
    if (field.value !== field.defaultValue) ask();
    return () => {
      clearTimeout(timer);
      field.removeEventListener('input', ask);
      field.removeEventListener('keydown', onKeyDown);
      field.removeEventListener('blur', close);
    };
  }, [box]);

  // Told to the box in the same commit, so the box and the list never disagree on the active option.
  const activeId = open && active >= 0 ? optionId(active) : undefined;
  useLayoutEffect(() => onPopup({ open, active: activeId }), [onPopup, open, activeId]);

  return (
    <>
      <StyledList id={listId} role="listbox" aria-label={t('Suggestions')} hidden={!open}>
        {open &&
          found.map((suggestion, index) => (
            <StyledOption
              key={`${suggestion.kind}:${suggestion.text}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // The box keeps the focus; the click picks.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(suggestion.text)}
            >
              <span>{suggestion.text}</span>
              <StyledKind>
                <VisuallyHidden>, </VisuallyHidden>
                {t(kindLabels[suggestion.kind])}
              </StyledKind>
            </StyledOption>
          ))}
      </StyledList>
      <VisuallyHidden aria-live="polite">{open ? t('{{count}} suggestions', { singular: '{{count}} suggestion', count: found.length }) : ''}
</VisuallyHidden>
    </>
  );
};
