import type { ReactNode } from 'react';
import styled from 'styled-components';
import { cardFrame } from './primitives';
import { VisuallyHidden } from './visually-hidden';

export interface ResponsiveTableColumn<Row> {
  /** The column's header, and the label of its line on a phone's card. */
  header: string;
  /** A header for screen readers only (a column of buttons): no label on the card either. */
  hideHeader?: boolean;
  /** Right-aligned figures (money, counts). */
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
}

export interface ResponsiveTableProps<Row> {
  /** The table's name, read out with it (and its caption, shown unless `hideCaption`). */
  caption: ReactNode;
  hideCaption?: boolean;
  columns: readonly ResponsiveTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The first column names its row (a date, a month, a kind of data): it becomes the row's header. */
  rowHeaders?: boolean;
  /** No frame of its own, when it sits in one (a scrolling box). */
  bare?: boolean;
  className?: string;
}

const StyledTable = styled.table<{ $bare: boolean; $captionHidden: boolean }>`
  /* Positioned, so screen-reader-only texts inside stay inside instead of widening the page. */
  position: relative;
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  ${({ $bare }) => ($bare ? '' : cardFrame)}
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.sm};
  caption {
    text-align: left;
    padding: ${({ theme, $captionHidden }) => ($captionHidden ? 0 : theme.space.md)};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
  thead th {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    white-space: nowrap;
  }
  tbody th {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  .numeric {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }

  /*
   * Phones: each row becomes a card of "label value" lines. The table roles are set in the
   * markup, so screen readers keep reading a table whatever the display; the labels drawn here
   * are for the eye only (their alternative text, after "/", is empty).
   */
  @media (width < ${({ theme }) => theme.breakpoint.mobile}) {
    background: transparent;
    border: 0;
    box-shadow: none;
    overflow: visible;
    caption {
      padding: ${({ theme, $captionHidden }) => ($captionHidden ? 0 : `0 0 ${theme.space.sm}`)};
    }
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
    }
    tbody {
      display: flex;
      flex-direction: column;
      gap: ${({ theme }) => theme.space.md};
    }
    tbody tr {
      display: block;
      ${cardFrame}
      padding: ${({ theme }) => `${theme.space.sm} 0`};
    }
    tbody th,
    tbody td,
    tbody .numeric {
      display: grid;
      grid-template-columns: minmax(6rem, 35%) minmax(0, 1fr);
      gap: ${({ theme }) => theme.space.md};
      align-items: center;
      padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
      border: 0;
      text-align: left;
      white-space: normal;
      overflow-wrap: anywhere;
    }
    tbody th {
      font-weight: ${({ theme }) => theme.font.weight.bold};
    }
    tbody td:not([data-label]) {
      display: block;
    }
    tbody [data-label]::before {
      content: attr(data-label);
      content: attr(data-label) / '';
      color: ${({ theme }) => theme.color.textMuted};
      font-weight: ${({ theme }) => theme.font.weight.regular};
    }
    tbody > tr > * > * {
      justify-self: start;
    }
  }
`;

/**
 * A table of records that turns into cards of labelled lines on a phone, so it never needs
 * sideways scrolling there. Table roles are explicit: a screen reader reads a table either way.
 */
export const ResponsiveTable = <Row,>({
  caption,
  hideCaption,
  columns,
  rows,
  rowKey,
  rowHeaders = false,
  bare = false,
  className,
}: ResponsiveTableProps<Row>) => (
  <StyledTable role="table" $bare={bare} $captionHidden={Boolean(hideCaption)} className={className}>
    <caption>{hideCaption ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}</caption>
    <thead role="rowgroup">
      <tr role="row">
        {columns.map((column) => (
          <th key={column.header} role="columnheader" scope="col" className={column.numeric ? 'numeric' : undefined}>
            {column.hideHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
          </th>
        ))}
      </tr>
    </thead>
    <tbody role="rowgroup">
      {rows.map((row) => (
        <tr key={rowKey(row)} role="row">
          {columns.map((column, index) => {
            const cellProps = { 'data-label': column.hideHeader ? undefined : column.header, className: column.numeric ? 'numeric' : undefined };
            return rowHeaders && index === 0 ? (
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
);
