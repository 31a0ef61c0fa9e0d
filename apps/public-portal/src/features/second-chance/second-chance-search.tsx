import { jobTypeLabels, jobTypes } from '@jobboard/contracts';
import { Card, CardDescription, CardTitle, Columns, SelectField, TextField } from '@jobboard/ui';
import styled from 'styled-components';
import { KeywordField } from '../search-suggestions';
import type { JobTypeFilter, SecondChanceFilters } from './use-second-chance-filters';

export interface SecondChanceSearchProps {
  filters: SecondChanceFilters;
  /** Inclusive employers hiring now; unknown while the first page loads. */
  employerCount: number | undefined;
}

const typeOptions = [{ value: 'all', label: 'All Types' }, ...jobTypes.map((type) => ({ value: type, label: jobTypeLabels[type] }))];

const StyledCard = styled(Card)`
  border-left: 6px solid ${({ theme }) => theme.color.brand};
`;

const employerCountText = (count: number | undefined) => {
  if (count === undefined) return 'Employers who welcome a fresh start';
  return count === 1 ? '1 inclusive employer is hiring' : `${count} inclusive employers are hiring`;
};

/** The search card: title (with suggestions), location and job type, applied as the person types. */
export const SecondChanceSearch = ({ filters, employerCount }: SecondChanceSearchProps) => (
  <StyledCard role="search" aria-labelledby="second-chance-search-title" aria-describedby="second-chance-employers">
    <CardTitle id="second-chance-search-title">Find Second Chance Jobs</CardTitle>
    <CardDescription id="second-chance-employers" aria-live="polite">
      {employerCountText(employerCount)}
    </CardDescription>
    <Columns $columns="1fr 1fr minmax(180px, 0.6fr)" $gap="lg">
      <KeywordField
        label="Job Title"
        name="q"
        type="search"
        placeholder="e.g. Warehouse associate"
        maxLength={200}
        value={filters.title}
        onChange={(event) => filters.setTitle(event.target.value)}
        onPick={(text) => filters.setTitle(text)}
      />
      <TextField
        label="Location"
        name="location"
        type="search"
        placeholder="City or state"
        maxLength={200}
        value={filters.location}
        onChange={(event) => filters.setLocation(event.target.value)}
      />
      <SelectField
        label="Job Type"
        name="type"
        options={typeOptions}
        value={filters.type}
        onChange={(event) => filters.setType(event.target.value as JobTypeFilter)}
      />
    </Columns>
  </StyledCard>
);
