import { ApiError, useAttestFairChance, useWrite } from '@jobboard/api-client';
import {
  contractsTexts,
  fairChanceAttestationUpdateSchema,
  fairChancePracticeLabels,
  fairChancePractices,
  type Employer,
  type FairChanceAttestationUpdate,
  type FairChancePractice,
} from '@jobboard/contracts';
import { attestationExpiresAt, formatCalendarDate, isAttestationCurrent, isAttestationRenewalDue } from '@jobboard/domain';
import { fieldErrorsFrom, FormSection, StyledFormActions, StyledWide, useCheckedForm, type FieldErrors } from '@jobboard/portal-kit';
import { Button, Callout, CheckboxField, StyledFieldError, StyledFieldset, useToast } from '@jobboard/ui';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTexts, type Translator } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

export interface FairChanceAttestationFormProps {
  employer: Pick<Employer, 'id' | 'companyName' | 'fairChanceAttestation'>;
  /** Its place among the Settings sections. */
  number: number;
}

const StyledConfirm = styled.div`
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const calloutTone = { current: 'success', due: 'warning', none: 'neutral' } as const;

type AttestationValues = { practices: FairChancePractice[]; confirmed: boolean };
type AttestationField = keyof AttestationValues;
type AttestationCheck = { ok: true; update: FairChanceAttestationUpdate } | { ok: false; errors: FieldErrors<AttestationField> };

/**
 * Attesting needs at least one practice; withdrawing sends none. Either way the contract asks for
 * the confirmation. One problem is told at a time, the practices' first.
 */
const checkAttestation = ({ practices, confirmed }: AttestationValues, withdrawing: boolean, t: Translator['t']): AttestationCheck => {
  if (!withdrawing && practices.length === 0) return { ok: false, errors: { practices: t('Choose at least one practice your company follows.') } };
  const update = fairChanceAttestationUpdateSchema.safeParse({ practices: withdrawing ? [] : practices, confirmed });
  return update.success ? { ok: true, update: update.data } : { ok: false, errors: fieldErrorsFrom<AttestationField>(update.error.issues) };
};

const statusText = (attestation: Employer['fairChanceAttestation'], now: Date, t: Translator['t']): { tone: 'current' | 'due' | 'none'; text: string } => {
  if (!attestation) {
    return { tone: 'none', text: t('You have not attested any fair-chance practice: your jobs carry no Second Chance marker.') };
  }
  const attested = formatCalendarDate(attestation.attestedAt);
  const until = formatCalendarDate(attestationExpiresAt(attestation.attestedAt));
  if (!isAttestationCurrent(attestation, now)) {
    return {
      tone: 'due',
      text: t('Attested on {{attested}}; it lapsed on {{until}}. Confirm it again to show your jobs as second-chance jobs.', { attested, until }),
    };
  }
  if (isAttestationRenewalDue(attestation, now)) {
    return {
      tone: 'due',
      text: t('Attested on {{attested}}. Please confirm it again before {{until}}, or your jobs lose the Second Chance marker.', { attested, until }),
    };
  }
  return { tone: 'current', text: t('Attested on {{attested}}. Your jobs carry the Second Chance marker until {{until}}.', { attested, until }) };
};

/**
 * Company Settings' fair-chance section: the employer attests, dated today, which fair-chance
 * practices it follows (PUT /api/employers/:id/fair-chance). Its jobs show exactly that to job
 * seekers while the attestation counts (a year: libs/domain/src/fair-chance.ts).
 */
export const FairChanceAttestationForm = ({ employer, number }: FairChanceAttestationFormProps) => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
  const { toast } = useToast();
  const saving = useWrite(useAttestFairChance(employer.id));
  const attestation = employer.fairChanceAttestation;
  // Which button was pressed, read by the check: Withdraw does not need a practice.
  const withdrawing = useRef(false);
  const initialValues: AttestationValues = { practices: attestation?.practices ?? [], confirmed: false };
  const { formRef, values, setField, errorOf, validate, reset } = useCheckedForm({
    initialValues,
    check: (attested: AttestationValues) => checkAttestation(attested, withdrawing.current, t),
    fieldOrder: ['practices', 'confirmed'],
  });
  const id = useId();
  const confirmId = `${id}-confirmed`;
  const status = statusText(attestation, new Date(), t);

  // Arriving from the dashboard's "Confirm practices" (/employer-settings#fair-chance): show this section.
  useEffect(() => {
    if (window.location.hash === '#fair-chance') document.getElementById('fair-chance')?.scrollIntoView();
  }, []);

  const toggle = (practice: FairChancePractice, checked: boolean) =>
    setField('practices', checked ? [...values.practices, practice] : values.practices.filter((item) => item !== practice));

  const save = async (withdraw: boolean) => {
    if (saving.pending) return;
    withdrawing.current = withdraw;
    const check = validate();
    if (!check.ok) return;
    const { practices } = check.update;
    try {
      await saving.run(check.update);
      reset({ practices: practices.length === 0 ? [] : values.practices, confirmed: false });
      toast({
        title: practices.length > 0 ? t('Fair-chance practices attested') : t('Attestation withdrawn'),
        description:
          practices.length > 0 ? t('Your jobs now show these practices to job seekers.') : t('Your jobs no longer carry the Second Chance marker.'),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: t('Could not save your attestation'),
        description: error instanceof ApiError && error.serverMessage ? error.serverMessage : t('Please try again in a moment.'),
        variant: 'destructive',
      });
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save(false);
  };

  // The one message shown, under the fields: the practices' or the confirmation's.
  const problem = errorOf('practices') ? 'practices' : errorOf('confirmed') ? 'confirmed' : undefined;
  const errorId = `${id}-error`;
  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} aria-label={t('Fair-chance hiring')}>
      <FormSection
        idPrefix="company-settings-fair-chance"
        number={number}
        title={t('Fair-chance hiring')}
        description={t('Tell second-chance job seekers which fair-chance practices your company follows. Job seekers see exactly what you attest, and when; it counts for one year, then we ask you to confirm it again.')}
      >
        <StyledWide>
          <Callout as="p" $tone={calloutTone[status.tone]} role="status">
            {status.text}
          </Callout>
        </StyledWide>
        <StyledWide>
          <StyledFieldset aria-describedby={problem === 'practices' ? errorId : undefined}>
            <legend>{t('Practices your company follows')}</legend>
            {fairChancePractices.map((practice) => (
              <CheckboxField
                key={practice}
                label={tc(fairChancePracticeLabels[practice])}
                name="practices"
                value={practice}
                checked={values.practices.includes(practice)}
                aria-invalid={problem === 'practices' || undefined}
                onChange={(event) => toggle(practice, event.target.checked)}
              />
            ))}
          </StyledFieldset>
        </StyledWide>
        <StyledWide>
          <StyledConfirm>
            <CheckboxField
              id={confirmId}
              label={t('I confirm that {{company}} follows these practices in its hiring today.', { company: employer.companyName })}
              name="confirmed"
              checked={values.confirmed}
              aria-invalid={problem === 'confirmed' || undefined}
              aria-describedby={problem === 'confirmed' ? errorId : undefined}
              onChange={(event) => setField('confirmed', event.target.checked)}
            />
          </StyledConfirm>
        </StyledWide>
        {problem && (
          <StyledWide>
            <StyledFieldError id={errorId} role="alert">
              {errorOf(problem)}
            </StyledFieldError>
          </StyledWide>
        )}
        <StyledWide>
          <StyledFormActions>
            {attestation && (
              <Button type="button" $variant="outline" disabled={saving.pending} onClick={() => void save(true)}>
                {t('Withdraw attestation')}
              </Button>
            )}
            <Button type="submit" disabled={saving.pending}>
              {saving.pending ? t('Saving...') : attestation ? t('Confirm and save attestation') : t('Attest practices')}
            </Button>
          </StyledFormActions>
        </StyledWide>
      </FormSection>
    </form>
  );
};
