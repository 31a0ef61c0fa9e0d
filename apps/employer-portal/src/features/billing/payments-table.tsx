import type { Payment } from '@jobboard/contracts';
import { Badge, paymentStatusTone, StateNotice, VisuallyHidden } from '@jobboard/ui';
import { BillingTable, type BillingColumn } from './billing-table';
import { formatBillingDate, paymentTypeLabel, statusLabel } from './billing-labels';
import { formatCents } from '@jobboard/domain';

export interface PaymentsTableProps {
  payments: readonly Payment[];
}

const columns: readonly BillingColumn<Payment>[] = [
  { header: 'Date', cell: (payment) => formatBillingDate(payment.createdAt) },
  { header: 'Description', cell: (payment) => payment.description ?? paymentTypeLabel(payment.type) },
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

/** Recent payments: date, description, type, amount, status and the provider's receipt. */
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
