import { contractsTexts, jobTypeLabels, jobTypes, type JobType } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import { CheckboxField, StyledFieldset } from '@jobboard/ui';
import { StyledCheckboxRow } from './sectioned-form';
import { portalKitTexts } from './texts';

export interface JobTypeCheckboxesProps {
  selected: readonly JobType[];
  /** The new selection, always in the catalogue's order. */
  onChange: (selected: JobType[]) => void;
}

/** "Preferred Job Types": one checkbox per job type (the signup forms). */
export const JobTypeCheckboxes = ({ selected, onChange }: JobTypeCheckboxesProps) => {
  const t = useTexts(portalKitTexts);
  const tc = useTexts(contractsTexts);
  return (
    <StyledFieldset>
      <legend>{t('Preferred Job Types')}</legend>
      <StyledCheckboxRow>
        {jobTypes.map((jobType) => (
          <CheckboxField
            key={jobType}
            name="preferredJobTypes"
            value={jobType}
            label={tc(jobTypeLabels[jobType])}
            checked={selected.includes(jobType)}
            onChange={(event) =>
              onChange(jobTypes.filter((type) => (type === jobType ? event.target.checked : selected.includes(type))))
            }
          />
        ))}
      </StyledCheckboxRow>
    </StyledFieldset>
  );
};
