import { statementUrl } from '@jobboard/api-client';
import type { BillingStatement } from '@jobboard/contracts';
import { Badge, paymentStatusTone, StateNotice, VisuallyHidden } from '@jobboard/ui';
import { BillingTable, type BillingColumn } from './billing-table';
import { statementMonth, statusLabel } from './billing-labels';
import { formatCents } from '@jobboard/domain';

export interface StatementsTableProps {
  employerId: string;
  statements: readonly BillingStatement[];
}

const monthOf = (statement: BillingStatement) => statementMonth(statement.month, statement.year);

const columnsFor = (employerId: string): readonly BillingColumn<BillingStatement>[] => [
  { header: 'Month', cell: monthOf },
  { header: 'Subscription fee', numeric: true, cell: (statement) => formatCents(statement.subscriptionFee) },
  { header: 'Job post fees', numeric: true, cell: (statement) => formatCents(statement.jobPostFees) },
  { header: 'Job posts', numeric: true, cell: (statement) => statement.jobPostCount },
  { header: 'Total', numeric: true, cell: (statement) => <strong>{formatCents(statement.totalAmount)}</strong> },
  {
    header: 'Status',
    cell: (statement) => <Badge $tone={paymentStatusTone(statement.paymentStatus)}>{statusLabel(statement.paymentStatus)}</Badge>,
  },
  {
    header: 'Statement',
    cell: (statement) => (
      <a href={statementUrl(employerId, statement.id)} download>
        Download PDF<VisuallyHidden> for {monthOf(statement)}</VisuallyHidden>
      </a>
    ),
  },
];

/** Monthly statements: the month's fees and posts, the total, its status and the PDF. */
export const StatementsTable = ({ employerId, statements }: StatementsTableProps) => (
  <BillingTable
    title="Monthly Statements"
    caption="newest first"
    empty={<StateNotice headingLevel={3} title="No statements yet" description="A statement appears here after each billing month." />}
    columns={columnsFor(employerId)}
    rows={statements}
    rowKey={(statement) => statement.id}
  />
);
