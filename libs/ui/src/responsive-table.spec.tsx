import { screen, within } from '@testing-library/react';
import { ResponsiveTable, type ResponsiveTableColumn } from './responsive-table';
import { renderWithTheme } from './test-support/render-with-theme';

interface Payment {
  id: string;
  date: string;
  amount: string;
}

const columns: readonly ResponsiveTableColumn<Payment>[] = [
  { header: 'Date', cell: (row) => row.date },
  { header: 'Amount', numeric: true, cell: (row) => row.amount },
  { header: 'Details', hideHeader: true, cell: (row) => <button type="button">View {row.id}</button> },
];
const rows: Payment[] = [
  { id: 'p1', date: 'Mar 10, 2026', amount: '$99.00' },
  { id: 'p2', date: 'Apr 10, 2026', amount: '$49.00' },
];

describe('ResponsiveTable', () => {
  it('is a table named by its caption, with a row per record and each cell labelled for the phone cards', () => {
    renderWithTheme(<ResponsiveTable caption="Payments" columns={columns} rows={rows} rowKey={(row) => row.id} />);

    const table = screen.getByRole('table', { name: 'Payments' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Amount', 'Details']);
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Date', 'Amount', null, 'Date', 'Amount', null]);
    expect(cells[1].className).toContain('numeric');
    expect(within(table).getByRole('button', { name: 'View p2' })).toBeTruthy();
  });

  it('makes the first column each row header when asked, and can hide its caption from the eye only', () => {
    renderWithTheme(
      <ResponsiveTable caption="Payments, newest first" hideCaption rowHeaders columns={columns} rows={rows} rowKey={(row) => row.id} />,
    );

    const table = screen.getByRole('table', { name: 'Payments, newest first' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['Mar 10, 2026', 'Apr 10, 2026']);
    expect(within(table).getAllByRole('cell')).toHaveLength(4);
  });
});
