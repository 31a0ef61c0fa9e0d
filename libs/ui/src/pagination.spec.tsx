import { screen, within } from '@testing-library/react';
import { Pagination } from './pagination';
import { renderWithTheme } from './test-support/render-with-theme';

const renderPagination = (page: number, totalPages: number) => {
  const onPageChange = jest.fn();
  const rendered = renderWithTheme(<Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />);
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  const buttonNames = within(nav)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent);
  return { ...rendered, nav, onPageChange, buttonNames };
};

const button = (name: string) => screen.getByRole('button', { name });

describe('Pagination', () => {
  it('with 3 pages, shows Previous, pages 1 to 3 and Next, and no ellipsis', () => {
    const { buttonNames } = renderPagination(1, 3);

    expect(buttonNames).toEqual(['Previous', 'Page 1', 'Page 2', 'Page 3', 'Next']);
    expect(screen.queryByText('…')).toBeNull();
  });

  it('with 12 pages, shows pages 1 to 5, an ellipsis and the last page', () => {
    const { buttonNames, nav } = renderPagination(2, 12);

    expect(buttonNames).toEqual(['Previous', 'Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5', 'Page 12', 'Next']);
    const items = within(nav).getAllByRole('listitem', { hidden: true }).map((item) => item.textContent);
    expect(items).toEqual(['Previous', '1', '2', '3', '4', '5', '…', '12', 'Next']);
  });

  it('marks the current page with aria-current and only that one', () => {
    renderPagination(3, 12);

    expect(button('Page 3').getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('button').filter((element) => element.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('disables Previous on the first page', () => {
    renderPagination(1, 12);
    expect((button('Previous') as HTMLButtonElement).disabled).toBe(true);
    expect((button('Next') as HTMLButtonElement).disabled).toBe(false);
  });

  it('disables Next on the last page', () => {
    renderPagination(12, 12);
    expect((button('Next') as HTMLButtonElement).disabled).toBe(true);
    expect((button('Previous') as HTMLButtonElement).disabled).toBe(false);
    expect(button('Page 12').getAttribute('aria-current')).toBe('page');
  });

  it('asks for the previous, next, chosen and last page', async () => {
    const { user, onPageChange } = renderPagination(3, 12);

    await user.click(button('Previous'));
    await user.click(button('Next'));
    await user.click(button('Page 5'));
    await user.click(button('Page 12'));

    expect(onPageChange.mock.calls).toEqual([[2], [4], [5], [12]]);
  });

  it('does not ask again for the page already shown', async () => {
    const { user, onPageChange } = renderPagination(3, 12);

    await user.click(button('Page 3'));

    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('renders nothing when there are no pages', () => {
    renderWithTheme(<Pagination page={1} totalPages={0} onPageChange={() => undefined} />);

    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
