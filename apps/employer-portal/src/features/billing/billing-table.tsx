import { ResponsiveTable, Section, type ResponsiveTableColumn } from '@jobboard/ui';
import { useId, type ReactNode } from 'react';

export type BillingColumn<Row> = ResponsiveTableColumn<Row>;

export interface BillingTableProps<Row> {
  title: string;
  /** Read out with the table, e.g. "newest first". */
  caption: string;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  /** The first column names its row (a date, a month). */
  columns: readonly BillingColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}

/** A titled table of billing records (cards of labelled lines on phones), or its empty state. */
export const BillingTable = <Row,>({ title, caption, empty, columns, rows, rowKey }: BillingTableProps<Row>) => {
  const titleId = useId();
  return (
    <Section $gap="md" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {rows.length === 0 ? (
        empty
      ) : (
        <ResponsiveTable caption={`${title}, ${caption}`} hideCaption columns={columns} rows={rows} rowKey={rowKey} rowHeaders />
      )}
    </Section>
  );
};
