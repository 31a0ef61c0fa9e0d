import { useTexts } from '@jobboard/i18n';
import { Button, Icon, TextField } from '@jobboard/ui';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { KeywordField } from '../search-suggestions';
import { publicTexts } from '../../texts';

export interface JobSearchBarProps {
  /** What the boxes start with (the search in the address); a new search starts again from them. */
  keywords: string;
  location: string;
  onSearch: (terms: { q: string; location: string }) => void;
}

const StyledForm = styled.form`
  display: grid;
  grid-template-columns: 1fr 1fr auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: 1fr;
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const StyledSubmit = styled(Button)`
  svg {
    width: 18px;
    height: 18px;
  }
`;

/**
 * Keywords (with suggestions as the person types; picking one searches) and location, prefilled
 * from the address; submitting starts a new search. A search has
 * no rules to check and nothing to send, so the boxes keep their own text and it is read on submit.
 */
export const JobSearchBar = ({ keywords, location, onSearch }: JobSearchBarProps) => {
  const t = useTexts(publicTexts);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const terms = new FormData(event.currentTarget);
    onSearch({ q: String(terms.get('q') ?? ''), location: String(terms.get('location') ?? '') });
  };

  return (
    <StyledForm role="search" aria-label={t('Search jobs')} onSubmit={handleSubmit}>
      <KeywordField
        label={t('Job Title or Keywords')}
        name="q"
        placeholder={t('e.g. Warehouse associate')}
        defaultValue={keywords}
        onPick={(_text, input) => input.form?.requestSubmit()}
      />
      <TextField label={t('Location')} name="location" placeholder={t('City, state, ZIP code or "Remote"')} defaultValue={location} />
      <StyledSubmit type="submit" $variant="secondary">
        <Icon name="search" />
        {t('Search')}

      </StyledSubmit>
    </StyledForm>
  );
};
