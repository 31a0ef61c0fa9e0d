import {
  contractsTexts,
  distanceFilterLabels,
  distanceFilters,
  experienceLevelLabels,
  experienceLevels,
  jobTypeLabels,
  jobTypes,
  salaryFilters,
  securityClearances,
} from '@jobboard/contracts';
import type { DistanceFilter, ExperienceLevel, JobFacets, JobType, SalaryFilter, SecurityClearance } from '@jobboard/contracts';
import { text, useTexts, type Translator } from '@jobboard/i18n';
import { Button, Card, CheckboxField, SelectField, StyledFieldHint, StyledFieldset } from '@jobboard/ui';
import styled from 'styled-components';
import { publicTexts } from '../../texts';
import type { JobSearchState } from './search-state';

type JobFilterValues = Pick<JobSearchState, 'type' | 'experience' | 'salary' | 'distance' | 'clearance' | 'secondChance'>;

export interface JobFiltersProps {
  values: JobFilterValues;
  /** How many jobs each option would find (the last search's, while the next one loads); none before the first answer. */
  facets: JobFacets | undefined;
  onChange: (values: Partial<JobFilterValues>) => void;
  onClear: () => void;
  /** The search looks near a place: without one, a distance changes nothing, and the panel says so. */
  nearPlace: boolean;
}

/** The salary filter's values (`salaryFilters`), as people read them. */
const salaryFilterLabels: Record<SalaryFilter, string> = {
  any: text('Any'),
  '30000-50000': '$30k - $50k',
  '50000-75000': '$50k - $75k',
  '75000-100000': '$75k - $100k',
  '100000+': '$100k+',
};

// An option's count is part of its label, so screen readers read it too: "Full-time (42)". An
// option that would find nothing is greyed but can still be chosen.
const StyledOption = styled.span<{ $none: boolean }>`
  color: ${({ theme, $none }) => ($none ? theme.color.textMuted : 'inherit')};
  span {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const withCount = (label: string, count: number | undefined) =>
  count === undefined ? (
    label
  ) : (
    <StyledOption $none={count === 0}>
      {label} <span>({count})</span>
    </StyledOption>
  );

const StyledPanelHeader = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

interface RadioChoicesProps<T extends string | number> {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  labelOf: (option: T) => string;
  /** The facet counts by option ("any" has none). */
  counts: Partial<Record<string, number>> | undefined;
  onChange: (value: T) => void;
  /** A line under the legend. */
  hint?: string;
}

const RadioChoices = <T extends string | number>({ legend, name, options, value, labelOf, counts, onChange, hint }: RadioChoicesProps<T>) => (
  <StyledFieldset>
    <legend>{legend}</legend>
    {hint && <StyledFieldHint>{hint}</StyledFieldHint>}
    {options.map((option) => (
      <CheckboxField
        key={option}
        type="radio"
        name={name}
        label={withCount(labelOf(option), counts?.[option])}
        checked={option === value}
        onChange={() => onChange(option)}
      />
    ))}
  </StyledFieldset>
);

const experienceOptions = ['any', ...experienceLevels] as const;

/** "Any" first, then each clearance a seeker may hold with its count; "None" finds the jobs that need none. */
const clearanceOptions = (t: Translator['t'], tc: Translator['t'], counts: JobFacets['clearance'] | undefined) => [
  { value: 'any', label: t('Any') },
  ...securityClearances.map((clearance) => ({
    value: clearance,
    label: `${clearance === 'None' ? t('None (no clearance)') : tc(clearance)}${counts ? ` (${counts[clearance]})` : ''}`,
  })),
];
const isClearanceChoice = (value: string): value is SecurityClearance | 'any' =>
  value === 'any' || (securityClearances as readonly string[]).includes(value);

/**
 * The filter side panel: job type, experience, salary, distance, clearance and second-chance
 * employers, each option with how many jobs it would find; any change searches again.
 */
export const JobFilters = ({ values, facets, onChange, onClear, nearPlace }: JobFiltersProps) => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  const handleTypeToggle = (type: JobType, checked: boolean) =>
    onChange({
      type: checked ? jobTypes.filter((each) => each === type || values.type.includes(each)) : values.type.filter((each) => each !== type),
    });

  return (
    <Card $gap="xl" aria-labelledby="job-filters-title">
      <StyledPanelHeader>
        <h2 id="job-filters-title">{t('Filters')}</h2>
        <Button type="button" $variant="ghost" $size="sm" onClick={onClear}>
          {t('Clear All')}
        </Button>
      </StyledPanelHeader>
      <StyledFieldset>
        <legend>{t('Job Type')}</legend>
        {jobTypes.map((type) => (
          <CheckboxField
            key={type}
            label={withCount(tc(jobTypeLabels[type]), facets?.type[type])}
            checked={values.type.includes(type)}
            onChange={(event) => handleTypeToggle(type, event.target.checked)}
          />
        ))}
      </StyledFieldset>
      <RadioChoices<ExperienceLevel | 'any'>
        legend={t('Experience')}
        name="experience"
        options={experienceOptions}
        value={values.experience}
        labelOf={(option) => (option === 'any' ? t('Any') : tc(experienceLevelLabels[option]))}
        counts={facets?.experience}
        onChange={(experience) => onChange({ experience })}
      />
      <RadioChoices<SalaryFilter>
        legend={t('Salary')}
        name="salary"
        options={salaryFilters}
        value={values.salary}
        labelOf={(option) => (option === 'any' ? t(salaryFilterLabels[option]) : salaryFilterLabels[option])}
        counts={facets?.salary}
        onChange={(salary) => onChange({ salary })}
      />
      <RadioChoices<DistanceFilter>
        legend={t('Distance')}
        name="distance"
        options={distanceFilters}
        value={values.distance}
        labelOf={(option) => tc(distanceFilterLabels[option])}
        counts={facets?.distance}
        onChange={(distance) => onChange({ distance })}
        hint={nearPlace ? undefined : t('Applies when you search near a place.')}
      />
      <SelectField
        label={t('Security clearance you hold')}
        hint={t('Shows jobs that require this clearance or lower.')}
        name="clearance"
        options={clearanceOptions(t, tc, facets?.clearance)}
        value={values.clearance}
        onChange={(event) => {
          if (isClearanceChoice(event.target.value)) onChange({ clearance: event.target.value });
        }}
      />
      <StyledFieldset>
        <legend>{t('Employers')}</legend>
        <CheckboxField
          label={withCount(t('Second-chance employers only'), facets?.secondChance)}

          checked={values.secondChance}
          onChange={(event) => onChange({ secondChance: event.target.checked })}
        />
      </StyledFieldset>
    </Card>
  );
};
