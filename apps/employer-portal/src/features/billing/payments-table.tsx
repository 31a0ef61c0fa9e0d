import type { Payment } from '@jobboard/contracts';
import { Badge, paymentStatusTone, StateNotice, VisuallyHidden } from '@jobboard/ui';
import styled from 'styled-components';
import { BillingTable, type BillingColumn } from './billing-table';
import { formatBillingDate, formatSignedCents, paymentTypeLabel, statusLabel } from './billing-labels';
import { formatCents } from '@jobboard/domain';

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
const describe = (payment: Payment) => {
  const lines = payment.lines ?? [];
  if (lines.length === 0) return payment.description ?? paymentTypeLabel(payment.type);
  const description = payment.description ?? paymentTypeLabel(payment.type);
  return (
    <StyledDescription>
      <span>{description}</span>
      <StyledLines aria-label={`Lines of the payment of ${formatBillingDate(payment.createdAt)}`}>
        {lines.map((line, index) => (
          <li key={`${index}-${line.description}`}>
            <span>{line.description}</span> <span>{formatSignedCents(line.amount)}</span>
          </li>
        ))}
      </StyledLines>
    </StyledDescription>
  );
};

const columns: readonly BillingColumn<Payment>[] = [
  { header: 'Date', cell: (payment) => formatBillingDate(payment.createdAt) },
  { header: 'Description', cell: describe },
  { header: 'Type', cell: (payment) => paymentTypeLabel(payment.type) },
  { header: 'Amount', numeric: true, cell: (payment) => formatCents(payment.amount) },
  { header: 'Status', cell: (payment) => <Badge $tone={paymentStatusTone(payment.status)}>{statusLabel(payment.status)}</Badge> },
  {
    header: 'Receipt',
    cell: (payment) =>
      payment.receiptUrl ? (
        <a href={payment.receiptUrl} target="_blank" rel="noopener noreferrer">
          View receipt<VisuallyHidden> for the payment of {formatBillingDate(payment.createdAt)} (opens in a new tab)</VisuallyHidden>
        </a>
      ) : (
        <>
          <span aria-hidden="true">–</span>
          <VisuallyHidden>No receipt</VisuallyHidden>
        </>
      ),
  },
];

/** Recent payments: date, description (with an upgrade's proration lines), type, amount, status and the provider's receipt. */
export const PaymentsTable = ({ payments }: PaymentsTableProps) => (
  <BillingTable
    title="Recent Payments"
    caption="newest first"
    empty={<StateNotice headingLevel={3} title="No payments yet" description="Payments for plans and job posts will appear here." />}
    columns={columns}
    rows={payments}
    rowKey={(payment) => payment.id}
  />
);
