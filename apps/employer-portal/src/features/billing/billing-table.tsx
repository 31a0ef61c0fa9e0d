import { cardFrame, Section, VisuallyHidden } from '@jobboard/ui';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export interface BillingColumn<Row> {
  header: string;
  /** Right-aligned figures (money, counts). */
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
}

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

const StyledTable = styled.table`
  /* Positioned, so the screen-reader-only texts inside stay inside. */
  position: relative;
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  overflow: hidden;
  ${cardFrame}
  font-size: ${({ theme }) => theme.font.size.sm};
  th, td {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  thead th {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    white-space: nowrap;
  }
  tbody tr:last-child > * { border-bottom: 0; }
  tbody th { font-weight: ${({ theme }) => theme.font.weight.medium}; white-space: nowrap; }
  .numeric { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }

  /*
   * Phones: each row becomes a small card of "label value" lines. The table roles are set in the
   * markup, so screen readers keep reading a table whatever the display; the labels drawn here
   * are for the eye only (the alternative text after "/" is empty).
   */
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    background: transparent;
    border: 0;
    box-shadow: none;
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
    }
    tbody { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space.md}; }
    tbody tr {
      display: block;
      ${cardFrame}
      padding: ${({ theme }) => `${theme.space.sm} 0`};
    }
    tbody th, tbody td, tbody .numeric {
      display: grid;
      grid-template-columns: 9rem minmax(0, 1fr);
      gap: ${({ theme }) => theme.space.md};
      align-items: center;
      padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
      border: 0;
      text-align: left;
      white-space: normal;
    }
    tbody th { font-weight: ${({ theme }) => theme.font.weight.bold}; }
    tbody [data-label]::before {
      content: attr(data-label);
      content: attr(data-label) / '';
      color: ${({ theme }) => theme.color.textMuted};
      font-weight: ${({ theme }) => theme.font.weight.regular};
    }
    tbody > tr > * > * { justify-self: start; }
  }
`;

/** A titled table of billing records (cards of labelled lines on phones), or its empty state. */
export const BillingTable = <Row,>({ title, caption, empty, columns, rows, rowKey }: BillingTableProps<Row>) => {
  const titleId = useId();
  return (
    <Section $gap="md" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {rows.length === 0 ? (
        empty
      ) : (
        <StyledTable role="table">
          <caption>
            <VisuallyHidden>
              {title}, {caption}
            </VisuallyHidden>
          </caption>
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((column) => (
                <th key={column.header} role="columnheader" scope="col" className={column.numeric ? 'numeric' : undefined}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.map((row) => (
              <tr key={rowKey(row)} role="row">
                {columns.map((column, index) => {
                  const cellProps = { 'data-label': column.header, className: column.numeric ? 'numeric' : undefined };
                  return index === 0 ? (
                    <th key={column.header} {...cellProps} role="rowheader" scope="row">
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.header} {...cellProps} role="cell">
                      {column.cell(row)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </StyledTable>
      )}
    </Section>
  );
};
