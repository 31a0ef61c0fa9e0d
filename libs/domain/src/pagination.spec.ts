import { pageCount, pageOffset, paginationModel } from './pagination';

const labels = (totalPages: number, page = 1) =>
  paginationModel({ page, totalPages }).items.map((item) => (item.kind === 'ellipsis' ? '...' : item.page));

describe('the pagination model', () => {
  it('shows no buttons and disables both arrows when there are no results', () => {
    const model = paginationModel({ page: 1, totalPages: 0 });
    expect(model.items).toEqual([]);
    expect([model.previous.disabled, model.next.disabled]).toEqual([true, true]);
  });

  it('shows every page up to 5 pages, then 1-5, an ellipsis and the last page', () => {
    expect(labels(1)).toEqual([1]);
    expect(labels(5)).toEqual([1, 2, 3, 4, 5]);
    expect(labels(6)).toEqual([1, 2, 3, 4, 5, '...', 6]);
    expect(labels(12, 9)).toEqual([1, 2, 3, 4, 5, '...', 12]);
  });

  it('marks the current page and disables Previous on the first and Next on the last', () => {
    const first = paginationModel({ page: 1, totalPages: 12 });
    const last = paginationModel({ page: 12, totalPages: 12 });
    expect(first.items.find((item) => item.kind === 'page' && item.current)).toEqual({ kind: 'page', page: 1, current: true });
    expect([first.previous.disabled, first.next]).toEqual([true, { page: 2, disabled: false }]);
    expect([last.previous, last.next.disabled]).toEqual([{ page: 11, disabled: false }, true]);
  });

  it('treats a page beyond the last as the last', () => {
    expect(paginationModel({ page: 99, totalPages: 3 }).next.disabled).toBe(true);
  });

  it('counts pages and offsets of 10 jobs', () => {
    expect([pageCount(0, 10), pageCount(10, 10), pageCount(11, 10)]).toEqual([0, 1, 2]);
    expect([pageOffset(1, 10), pageOffset(3, 10)]).toEqual([0, 20]);
  });
});
