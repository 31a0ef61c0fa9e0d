import { ApiError, usePlanChangePreview } from '@jobboard/api-client';
import { contractsTexts, planIds, type PlanChangePreview, type PlanId } from '@jobboard/contracts';
import { formatCents } from '@jobboard/domain';
import { Button, Dialog, Spinner, Text } from '@jobboard/ui';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { formatSignedCents, planChangeTexts } from './billing-labels';
import type { PlanChangeRequest } from './use-checkout';
import { useTexts, type Translator } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

export interface PlanChangeDialogProps {
  employerId: string;
  /** The change asked about; the dialog is open while there is one. */
  request: PlanChangeRequest | undefined;
  /** The plan the employer is on now, by name ("You keep Professional until ..."). */
  currentPlanName: string | undefined;
  /** The employer is in its free month: an upgrade ends it (the new plan is paid in full from today). */
  inTrial: boolean;
  /** What else the change undoes (a cancellation, a scheduled downgrade), in words. */
  notes?: readonly string[];
  /** The change is being made. */
  busy: boolean;
  /** With the preview confirmed: the change is prorated as of its moment. */
  onConfirm: (request: PlanChangeRequest, preview: PlanChangePreview) => void;
  onClose: () => void;
}

const StyledLinesTitle = styled.h3`
  margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.sm}`};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledLines = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  > div { display: flex; justify-content: space-between; gap: ${({ theme }) => theme.space.md}; }
  dt { color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; font-variant-numeric: tabular-nums; white-space: nowrap; }
  > div:last-child {
    padding-top: ${({ theme }) => theme.space.xs};
    border-top: 1px solid ${({ theme }) => theme.color.border};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    dt { color: ${({ theme }) => theme.color.text}; }
  }
`;

const StyledNote = styled.p`
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.brandSoft};
`;

const StyledState = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} 0;
  p { margin: 0; flex: 1 1 12rem; }
`;

const StyledError = styled(StyledState)`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerSoft};
`;

const isPlanId = (id: string): id is PlanId => planIds.some((planId) => planId === id);

/** The server's words for a preview it refuses with a reason (past due, busy, payments off), else ours. */
const previewFailure = (error: unknown, t: Translator['t']) =>
  (error instanceof ApiError && [409, 503].includes(error.status) && error.serverMessage) || planChangeTexts.loadFailed(t);

interface PreviewSummaryProps {
  preview: PlanChangePreview;
  currentPlanName: string;
  inTrial: boolean;
}

const PreviewSummary = ({ preview: previewed, currentPlanName, inTrial }: PreviewSummaryProps) => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
  // The new plan's name as the reader's language says it.
  const preview = { ...previewed, planName: tc(previewed.planName) };
  const linesTitleId = useId();
  if (preview.kind === 'downgrade') return <Text $size="lg">{planChangeTexts.downgradeSummary(t, preview, currentPlanName)}</Text>;
  if (preview.amountDue <= 0) return <Text $size="lg">{planChangeTexts.upgradeFreeSummary(t, preview)}</Text>;
  return (
    <>
      <Text $size="lg">{inTrial ? planChangeTexts.upgradeEndsTrialSummary(t, preview) : planChangeTexts.upgradeSummary(t, preview)}</Text>
      {preview.lines.length > 0 && (
        <>
          <StyledLinesTitle id={linesTitleId}>{planChangeTexts.linesTitle(t)}</StyledLinesTitle>
          <StyledLines aria-labelledby={linesTitleId}>
            {preview.lines.map((line, index) => (
              <div key={`${index}-${line.description}`}>
                <dt>{line.description}</dt>
                <dd>{formatSignedCents(line.amount)}</dd>
              </div>
            ))}
            <div>
              <dt>{planChangeTexts.totalToday(t)}</dt>
              <dd>{formatCents(preview.amountDue)}</dd>
            </div>
          </StyledLines>
        </>
      )}
    </>
  );
};

/**
 * Asks before a plan changes, saying what it costs and when: the server's preview of the
 * change (an upgrade's prorated amount today and its lines, a downgrade's date), then Confirm.
 */
export const PlanChangeDialog = ({ employerId, request, currentPlanName, inTrial, notes = [], busy, onConfirm, onClose }: PlanChangeDialogProps) => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
  const planId = request && isPlanId(request.plan.id) ? request.plan.id : undefined;
  const { data, error, isValidating, mutate } = usePlanChangePreview(employerId, planId);
  const preview = data?.planId === planId ? data : undefined;
  const planName = request ? tc(request.plan.name) : '';
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const failed = error !== undefined && !isValidating;

  // A button that goes away or is disabled while it works (Try Again, Confirm) drops the focus to
  // the page: it is brought back into the dialog, so Tab and Escape keep working.
  useEffect(() => {
    if (!request || busy) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    (confirmRef.current && !confirmRef.current.disabled ? confirmRef.current : cancelRef.current)?.focus();
  }, [request, busy, preview, failed]);

  let content;
  if (preview) {
    content = (
      <>
        <PreviewSummary preview={preview} currentPlanName={currentPlanName ?? t('your current plan')} inTrial={inTrial} />
        {notes.map((note) => (
          <StyledNote key={note}>{note}</StyledNote>
        ))}
      </>
    );
  } else if (failed) {
    content = (
      <StyledError role="alert">
        <p>{previewFailure(error, t)}</p>
        <Button
          type="button"
          $variant="outline"
          $size="sm"
          onClick={() => {
            // The button goes while the preview is asked again: focus waits on Cancel.
            cancelRef.current?.focus();
            void mutate();
          }}
        >
          {t('Try Again')}
        </Button>
      </StyledError>
    );
  } else {
    content = (
      <StyledState>
        <Spinner label={planChangeTexts.loading(t)} />
        <p aria-hidden="true">{planChangeTexts.loading(t)}...</p>
      </StyledState>
    );
  }

  return (
    <Dialog
      open={request !== undefined}
      onClose={onClose}
      size="sm"
      title={planChangeTexts.title(t, preview?.kind ?? request?.kind, planName)}
      footer={
        <>
          <Button ref={cancelRef} type="button" $variant="outline" onClick={onClose} disabled={busy}>
            {planChangeTexts.cancel(t)}
          </Button>
          <Button ref={confirmRef} type="button" onClick={() => request && preview && onConfirm(request, preview)} disabled={!preview || busy}>
            {planChangeTexts.confirm(t, preview, { kind: request?.kind, planName }, busy)}
          </Button>
        </>
      }
    >
      {content}
    </Dialog>
  );
};
