import { ApiError } from '@jobboard/api-client';
import { Button, TextAreaField, useToast } from '@jobboard/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';

const StyledSection = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  h3 { margin: 0 0 ${({ theme }) => theme.space.md}; font-size: ${({ theme }) => theme.font.size.lg}; }
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
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

const refusalMessage = (error: unknown) =>
  (error instanceof ApiError && error.serverMessage) || 'The change could not be saved. Please try again.';

/** An admin's actions on a record: pick one, give the reason, confirm. */
export const ModerationActions = ({ choices, onDone }: ModerationActionsProps) => {
  const [chosen, setChosen] = useState<ModerationChoice | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const { toast } = useToast();

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen || saving) return;
    const trimmed = reason.trim();
    if (chosen.reasonRequired && !trimmed) {
      setError('Please give a reason.');
      return;
    }
    setSaving(true);
    try {
      await chosen.run(trimmed || undefined);
      toast({ title: chosen.done.title, description: chosen.done.description, variant: 'success' });
      onDone();
    } catch (failure) {
      setSaving(false);
      toast({ title: 'Action Failed', description: refusalMessage(failure), variant: 'destructive' });
    }
  };

  return (
    <StyledSection aria-label="Admin actions">
      <h3>Actions</h3>
      {chosen ? (
        <StyledForm noValidate onSubmit={(event) => void handleSubmit(event)} aria-label={chosen.label}>
          <TextAreaField
            label={chosen.reasonLabel}
            required={chosen.reasonRequired}
            value={reason}
            maxLength={1000}
            error={error}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
          />
          <StyledButtons>
            <Button type="submit" $variant={chosen.destructive ? 'destructive' : 'primary'} disabled={saving}>
              {saving ? 'Saving...' : `Confirm: ${chosen.label}`}
            </Button>
            <Button type="button" $variant="outline" disabled={saving} onClick={() => setChosen(null)}>
              Cancel
            </Button>
          </StyledButtons>
        </StyledForm>
      ) : (
        <StyledButtons>
          {choices.map((choice) => (
            <Button
              key={choice.label}
              type="button"
              $variant={choice.destructive ? 'destructive' : 'outline'}
              onClick={() => {
                setChosen(choice);
                setReason('');
                setError(undefined);
              }}
            >
              {choice.label}
            </Button>
          ))}
        </StyledButtons>
      )}
    </StyledSection>
  );
};
