import { Button, Icon, TextField } from '@jobboard/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';

export interface JobSearchBarProps {
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
  svg { width: 18px; height: 18px; }
`;

/** Keywords and location, prefilled from the address; submitting starts a new search. */
export const JobSearchBar = ({ keywords, location, onSearch }: JobSearchBarProps) => {
  const [q, setQ] = useState(keywords);
  const [where, setWhere] = useState(location);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch({ q, location: where });
  };

  return (
    <StyledForm role="search" aria-label="Search jobs" onSubmit={handleSubmit}>
      <TextField label="Job Title or Keywords" name="q" placeholder="e.g. Warehouse associate" value={q} onChange={(event) => setQ(event.target.value)} />
      <TextField label="Location" name="location" placeholder="City, state or ZIP code" value={where} onChange={(event) => setWhere(event.target.value)} />
      <StyledSubmit type="submit" $variant="secondary">
        <Icon name="search" />
        Search
      </StyledSubmit>
    </StyledForm>
  );
};
