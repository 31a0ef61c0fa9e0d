import { statementUrl } from '@jobboard/api-client';
import type { BillingStatement } from '@jobboard/contracts';
import { Badge, paymentStatusTone, StateNotice, VisuallyHidden } from '@jobboard/ui';
import { BillingTable, type BillingColumn } from './billing-table';
import { statementMonth, statusLabel } from './billing-labels';
import { formatCents } from '@jobboard/domain';
import { useTexts, type Translator } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

export interface StatementsTableProps {
  employerId: string;
  statements: readonly BillingStatement[];
}

const monthOf = (statement: BillingStatement) => statementMonth(statement.month, statement.year);

const columnsFor = (employerId: string, t: Translator['t']): readonly BillingColumn<BillingStatement>[] => [
  { header: t('Month'), cell: monthOf },
  { header: t('Subscription fee'), numeric: true, cell: (statement) => formatCents(statement.subscriptionFee) },
  { header: t('Job post fees'), numeric: true, cell: (statement) => formatCents(statement.jobPostFees) },
  { header: t('Job posts'), numeric: true, cell: (statement) => statement.jobPostCount },
  { header: t('Total'), numeric: true, cell: (statement) => <strong>{formatCents(statement.totalAmount)}</strong> },
  {
    header: t('Status'),
    cell: (statement) => <Badge $tone={paymentStatusTone(statement.paymentStatus)}>{statusLabel(statement.paymentStatus, t)}</Badge>,
  },
  {
    header: t('Statement'),
    cell: (statement) => (
      <a href={statementUrl(employerId, statement.id)} download>
        {t('Download PDF')}
        <VisuallyHidden> {t('for {{month}}', { month: monthOf(statement) })}</VisuallyHidden>
      </a>
    ),
  },
];

/** Monthly statements: the month's fees and posts, the total, its status and the PDF. */
export const StatementsTable = ({ employerId, statements }: StatementsTableProps) => {
  const t = useTexts(employerTexts);
  return (
    <BillingTable
      title={t('Monthly Statements')}
      caption={t('newest first')}
      empty={<StateNotice headingLevel={3} title={t('No statements yet')} description={t('A statement appears here after each billing month.')} />}
      columns={columnsFor(employerId, t)}
      rows={statements}
      rowKey={(statement) => statement.id}
    />
  );
};
