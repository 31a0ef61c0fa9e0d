import { ApiError, useWrite } from '@jobboard/api-client';
import { useTexts } from '@jobboard/i18n';
import { useCheckedForm } from '@jobboard/portal-kit';
import { Button, Cluster, TextAreaField, useToast } from '@jobboard/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { adminTexts } from '../../texts';

const StyledSection = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  h3 { margin: 0 0 ${({ theme }) => theme.space.md}; font-size: ${({ theme }) => theme.font.size.lg}; }
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  textarea { min-height: 80px; }
`;

export interface ModerationChoice {
  /** The button that starts it, e.g. "Reject". */
  label: string;
  /** What the reason box asks, e.g. "Why is this employer rejected?" */
  reasonLabel: string;
  reasonRequired: boolean;
  destructive?: boolean;
  /** Sends the decision; throws with the server's answer on a refusal. */
  run: (reason: string | undefined) => Promise<unknown>;
  /** The toast on success. */
  done: { title: string; description: string };
}

export interface ModerationActionsProps {
  choices: readonly ModerationChoice[];
  /** Called after a choice succeeded (the dialog closes). */
  onDone: () => void;
}

/** The server's reason for a refusal, when it gave one. */
const serverRefusal = (error: unknown) => (error instanceof ApiError && error.serverMessage) || undefined;

/** An admin's actions on a record: pick one, give the reason, confirm. */
export const ModerationActions = ({ choices, onDone }: ModerationActionsProps) => {
  const t = useTexts(adminTexts);
  const [chosen, setChosen] = useState<ModerationChoice | null>(null);
  const saving = useWrite((choice: ModerationChoice, reason: string | undefined) => choice.run(reason));
  const { formRef, values, errorOf, textInput, validate, reset } = useCheckedForm({
    initialValues: { reason: '' },
    check: ({ reason }: { reason: string }) =>
      chosen?.reasonRequired && !reason.trim() ? { ok: false as const, errors: { reason: t('Please give a reason.') } } : { ok: true as const },
    fieldOrder: ['reason'],
  });
  const { toast } = useToast();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen || saving.pending) return;
    const check = validate();
    if (!check.ok) return;
    try {
      await saving.run(chosen, values.reason.trim() || undefined);
      toast({ title: chosen.done.title, description: chosen.done.description, variant: 'success' });
      onDone();
    } catch (failure) {
      toast({
        title: t('Action Failed'),
        description: serverRefusal(failure) ?? t('The change could not be saved. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <StyledSection aria-label={t('Admin actions')}>
      <h3>{t('Actions')}</h3>
      {chosen ? (
        <StyledForm ref={formRef} noValidate onSubmit={(event) => void handleSubmit(event)} aria-label={chosen.label}>
          <TextAreaField label={chosen.reasonLabel} required={chosen.reasonRequired} maxLength={1000} error={errorOf('reason')} {...textInput('reason')} />
          <Cluster>
            <Button type="submit" $variant={chosen.destructive ? 'destructive' : 'primary'} disabled={saving.pending}>
              {saving.pending ? t('Saving...') : t('Confirm: {{action}}', { action: chosen.label })}
            </Button>
            <Button type="button" $variant="outline" disabled={saving.pending} onClick={() => setChosen(null)}>
              {t('Cancel')}
            </Button>
          </Cluster>
        </StyledForm>
      ) : (
        <Cluster>
          {choices.map((choice) => (
            <Button
              key={choice.label}
              type="button"
              $variant={choice.destructive ? 'destructive' : 'outline'}
              onClick={() => {
                setChosen(choice);
                reset();
              }}
            >
              {choice.label}
            </Button>
          ))}
        </Cluster>
      )}
    </StyledSection>
  );
};
