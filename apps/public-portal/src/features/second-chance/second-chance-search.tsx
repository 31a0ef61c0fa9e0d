import { contractsTexts, jobTypeLabels, jobTypes } from '@jobboard/contracts';
import { useTexts, type Translator } from '@jobboard/i18n';
import { Card, CardDescription, CardTitle, Columns, SelectField, TextField } from '@jobboard/ui';
import styled from 'styled-components';
import { publicTexts } from '../../texts';
import { KeywordField } from '../search-suggestions';
import type { JobTypeFilter, SecondChanceFilters } from './use-second-chance-filters';

export interface SecondChanceSearchProps {
  filters: SecondChanceFilters;
  /** Inclusive employers hiring now; unknown while the first page loads. */
  employerCount: number | undefined;
}

const typeOptions = (t: Translator['t'], tc: Translator['t']) => [
  { value: 'all', label: t('All Types') },
  ...jobTypes.map((type) => ({ value: type, label: tc(jobTypeLabels[type]) })),
];

const StyledCard = styled(Card)`
  border-left: 6px solid ${({ theme }) => theme.color.brand};
`;

const employerCountText = (t: Translator['t'], count: number | undefined) => {
  if (count === undefined) return t('Employers who welcome a fresh start');
  return t('{{count}} inclusive employers are hiring', { singular: '{{count}} inclusive employer is hiring', count });
};

/** The search card: title (with suggestions), location and job type, applied as the person types. */
export const SecondChanceSearch = ({ filters, employerCount }: SecondChanceSearchProps) => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  return (
    <StyledCard role="search" aria-labelledby="second-chance-search-title" aria-describedby="second-chance-employers">
      <CardTitle id="second-chance-search-title">{t('Find Second Chance Jobs')}</CardTitle>
      <CardDescription id="second-chance-employers" aria-live="polite">
        {employerCountText(t, employerCount)}
      </CardDescription>
      <Columns $columns="1fr 1fr minmax(180px, 0.6fr)" $gap="lg">
        <KeywordField
          label={t('Job Title')}
          name="q"
          type="search"
          placeholder={t('e.g. Warehouse associate')}
          maxLength={200}
          value={filters.title}
          onChange={(event) => filters.setTitle(event.target.value)}
          onPick={(text) => filters.setTitle(text)}
        />
        <TextField
          label={t('Location')}
          name="location"
          type="search"
          placeholder={t('City or state')}
          maxLength={200}
          value={filters.location}
          onChange={(event) => filters.setLocation(event.target.value)}
        />
        <SelectField
          label={t('Job Type')}
          name="type"
          options={typeOptions(t, tc)}
          value={filters.type}
          onChange={(event) => filters.setType(event.target.value as JobTypeFilter)}
        />
      </Columns>
    </StyledCard>
  );
};

