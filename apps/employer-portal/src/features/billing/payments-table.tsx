import type { Payment } from '@jobboard/contracts';
import { Badge, paymentStatusTone, StateNotice, VisuallyHidden } from '@jobboard/ui';
import styled from 'styled-components';
import { BillingTable, type BillingColumn } from './billing-table';
import { formatBillingDate, formatSignedCents, paymentTypeLabel, statusLabel } from './billing-labels';
import { formatCents } from '@jobboard/domain';
import { useTexts, type Translator } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

export interface PaymentsTableProps {
  payments: readonly Payment[];
}

const StyledDescription = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  /* The lines' amounts line up on the right, also in the phone layout's cards. */
  && { justify-self: stretch; }
`;

const StyledLines = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  li { display: grid; grid-template-columns: minmax(0, 1fr) auto; column-gap: ${({ theme }) => theme.space.md}; }
  li > span:last-child { font-variant-numeric: tabular-nums; white-space: nowrap; text-align: right; }
`;

/** The description, and under it the invoice's lines when it has several (an upgrade's proration). */
const describe = (payment: Payment, t: Translator['t']) => {
  const lines = payment.lines ?? [];
  if (lines.length === 0) return payment.description ?? paymentTypeLabel(payment.type, t);
  const description = payment.description ?? paymentTypeLabel(payment.type, t);
  return (
    <StyledDescription>
      <span>{description}</span>
      <StyledLines aria-label={t('Lines of the payment of {{date}}', { date: formatBillingDate(payment.createdAt) })}>
        {lines.map((line, index) => (
          <li key={`${index}-${line.description}`}>
            <span>{line.description}</span> <span>{formatSignedCents(line.amount)}</span>
          </li>
        ))}
      </StyledLines>
    </StyledDescription>
  );
};

const columnsFor = (t: Translator['t']): readonly BillingColumn<Payment>[] => [
  { header: t('Date'), cell: (payment) => formatBillingDate(payment.createdAt) },
  { header: t('Description'), cell: (payment) => describe(payment, t) },
  { header: t('Type'), cell: (payment) => paymentTypeLabel(payment.type, t) },
  { header: t('Amount'), numeric: true, cell: (payment) => formatCents(payment.amount) },
  { header: t('Status'), cell: (payment) => <Badge $tone={paymentStatusTone(payment.status)}>{statusLabel(payment.status, t)}</Badge> },
  {
    header: t('Receipt'),
    cell: (payment) =>
      payment.receiptUrl ? (
        <a href={payment.receiptUrl} target="_blank" rel="noopener noreferrer">
          {t('View receipt')}
          <VisuallyHidden> {t('for the payment of {{date}} (opens in a new tab)', { date: formatBillingDate(payment.createdAt) })}</VisuallyHidden>
        </a>
      ) : (
        <>
          <span aria-hidden="true">–</span>
          <VisuallyHidden>{t('No receipt')}</VisuallyHidden>
        </>
      ),
  },
];

/** Recent payments: date, description (with an upgrade's proration lines), type, amount, status and the provider's receipt. */
export const PaymentsTable = ({ payments }: PaymentsTableProps) => {
  const t = useTexts(employerTexts);
  return (
    <BillingTable
      title={t('Recent Payments')}
      caption={t('newest first')}
      empty={<StateNotice headingLevel={3} title={t('No payments yet')} description={t('Payments for plans and job posts will appear here.')} />}
      columns={columnsFor(t)}
      rows={payments}
      rowKey={(payment) => payment.id}
    />
  );
};
