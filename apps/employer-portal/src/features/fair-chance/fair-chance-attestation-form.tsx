import { ApiError, useAttestFairChance, useWrite } from '@jobboard/api-client';
import { fairChancePracticeLabels, fairChancePractices, type Employer, type FairChancePractice } from '@jobboard/contracts';
import { attestationExpiresAt, formatCalendarDate, isAttestationCurrent, isAttestationRenewalDue } from '@jobboard/domain';
import { FormSection, StyledFormActions, StyledWide } from '@jobboard/portal-kit';
import { Button, CheckboxField, StyledFieldError, StyledFieldset, useToast } from '@jobboard/ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';

export interface FairChanceAttestationFormProps {
  employer: Pick<Employer, 'id' | 'companyName' | 'fairChanceAttestation'>;
  /** Its place among the Settings sections. */
  number: number;
}

const StyledStatus = styled.p<{ $tone: 'current' | 'due' | 'none' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) =>
    $tone === 'current' ? theme.color.successSoft : $tone === 'due' ? theme.color.warningSoft : theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.text};
`;

const StyledConfirm = styled.div`
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

type Problem = { field: 'practices' | 'confirmed'; message: string };

const statusText = (attestation: Employer['fairChanceAttestation'], now: Date): { tone: 'current' | 'due' | 'none'; text: string } => {
  if (!attestation) {
    return { tone: 'none', text: 'You have not attested any fair-chance practice: your jobs carry no Second Chance marker.' };
  }
  const attested = formatCalendarDate(attestation.attestedAt);
  const until = formatCalendarDate(attestationExpiresAt(attestation.attestedAt));
  if (!isAttestationCurrent(attestation, now)) {
    return { tone: 'due', text: `Attested on ${attested}; it lapsed on ${until}. Confirm it again to show your jobs as second-chance jobs.` };
  }
  if (isAttestationRenewalDue(attestation, now)) {
    return { tone: 'due', text: `Attested on ${attested}. Please confirm it again before ${until}, or your jobs lose the Second Chance marker.` };
  }
  return { tone: 'current', text: `Attested on ${attested}. Your jobs carry the Second Chance marker until ${until}.` };
};

/**
 * Company Settings' fair-chance section: the employer attests, dated today, which fair-chance
 * practices it follows (PUT /api/employers/:id/fair-chance). Its jobs show exactly that to job
 * seekers while the attestation counts (a year: libs/domain/src/fair-chance.ts).
 */
export const FairChanceAttestationForm = ({ employer, number }: FairChanceAttestationFormProps) => {
  const { toast } = useToast();
  const saving = useWrite(useAttestFairChance(employer.id));
  const attestation = employer.fairChanceAttestation;
  const [practices, setPractices] = useState<FairChancePractice[]>(attestation?.practices ?? []);
  const [confirmed, setConfirmed] = useState(false);
  const [problem, setProblem] = useState<Problem>();
  const id = useId();
  const firstPracticeId = `${id}-practice`;
  const confirmId = `${id}-confirmed`;
  const focus = (inputId: string) => document.getElementById(inputId)?.focus();
  const status = statusText(attestation, new Date());

  // Arriving from the dashboard's "Confirm practices" (/employer-settings#fair-chance): show this section.
  useEffect(() => {
    if (window.location.hash === '#fair-chance') document.getElementById('fair-chance')?.scrollIntoView();
  }, []);

  const toggle = (practice: FairChancePractice, checked: boolean) => {
    setPractices((chosen) => (checked ? [...chosen, practice] : chosen.filter((item) => item !== practice)));
    if (problem?.field === 'practices') setProblem(undefined);
  };

  const save = async (chosen: FairChancePractice[]) => {
    if (saving.pending) return;
    if (!confirmed) {
      setProblem({ field: 'confirmed', message: 'Please confirm that your company follows these practices.' });
      focus(confirmId);
      return;
    }
    try {
      await saving.run({ practices: chosen, confirmed: true });
      setConfirmed(false);
      setProblem(undefined);
      if (chosen.length === 0) setPractices([]);
      toast({
        title: chosen.length > 0 ? 'Fair-chance practices attested' : 'Attestation withdrawn',
        description: chosen.length > 0 ? 'Your jobs now show these practices to job seekers.' : 'Your jobs no longer carry the Second Chance marker.',
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Could not save your attestation',
        description: error instanceof ApiError && error.serverMessage ? error.serverMessage : 'Please try again in a moment.',
        variant: 'destructive',
      });
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (practices.length === 0) {
      setProblem({ field: 'practices', message: 'Choose at least one practice your company follows.' });
      focus(firstPracticeId);
      return;
    }
    void save(practices);
  };

  const errorId = `${id}-error`;
  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Fair-chance hiring">
      <FormSection
        idPrefix="company-settings-fair-chance"
        number={number}
        title="Fair-chance hiring"
        description="Tell second-chance job seekers which fair-chance practices your company follows. Job seekers see exactly what you attest, and when; it counts for one year, then we ask you to confirm it again."
      >
        <StyledWide>
          <StyledStatus $tone={status.tone} role="status">
            {status.text}
          </StyledStatus>
        </StyledWide>
        <StyledWide>
          <StyledFieldset aria-describedby={problem?.field === 'practices' ? errorId : undefined}>
            <legend>Practices your company follows</legend>
            {fairChancePractices.map((practice, index) => (
              <CheckboxField
                key={practice}
                id={index === 0 ? firstPracticeId : undefined}
                label={fairChancePracticeLabels[practice]}
                name="practices"
                value={practice}
                checked={practices.includes(practice)}
                aria-invalid={problem?.field === 'practices' || undefined}
                onChange={(event) => toggle(practice, event.target.checked)}
              />
            ))}
          </StyledFieldset>
        </StyledWide>
        <StyledWide>
          <StyledConfirm>
            <CheckboxField
              id={confirmId}
              label={`I confirm that ${employer.companyName} follows these practices in its hiring today.`}
              name="confirmed"
              checked={confirmed}
              aria-invalid={problem?.field === 'confirmed' || undefined}
              aria-describedby={problem?.field === 'confirmed' ? errorId : undefined}
              onChange={(event) => {
                setConfirmed(event.target.checked);
                if (problem?.field === 'confirmed') setProblem(undefined);
              }}
            />
          </StyledConfirm>
        </StyledWide>
        {problem && (
          <StyledWide>
            <StyledFieldError id={errorId} role="alert">
              {problem.message}
            </StyledFieldError>
          </StyledWide>
        )}
        <StyledWide>
          <StyledFormActions>
            {attestation && (
              <Button type="button" $variant="outline" disabled={saving.pending} onClick={() => void save([])}>
                Withdraw attestation
              </Button>
            )}
            <Button type="submit" disabled={saving.pending}>
              {saving.pending ? 'Saving...' : attestation ? 'Confirm and save attestation' : 'Attest practices'}
            </Button>
          </StyledFormActions>
        </StyledWide>
      </FormSection>
    </form>
  );
};
