/** Ten jobs a page. */
export const jobsPageSize = 10;

/** Numbered buttons for pages 1 to 5 at most. */
const numberedButtons = 5;

export const pageCount = (total: number, pageSize: number): number =>
  total <= 0 ? 0 : Math.ceil(total / pageSize);

/** How many items come before this 1-based page. */
export const pageOffset = (page: number, pageSize: number): number => (Math.max(1, Math.floor(page)) - 1) * pageSize;

export type PaginationItem = { kind: 'page'; page: number; current: boolean } | { kind: 'ellipsis' };

export interface PaginationModel {
  items: PaginationItem[];
  previous: { page: number; disabled: boolean };
  next: { page: number; disabled: boolean };
}

/**
 * The pagination bar: pages 1 to 5, then an ellipsis and the
 * last page when there are more than 5 pages, plus Previous and Next. A page outside
 * 1..totalPages is treated as the nearest one.
 */
export const paginationModel = ({ page, totalPages }: { page: number; totalPages: number }): PaginationModel => {
  if (totalPages <= 0) {
    return { items: [], previous: { page: 1, disabled: true }, next: { page: 1, disabled: true } };
  }
  const current = Math.min(Math.max(1, Math.floor(page)), totalPages);
  const pageItem = (number: number): PaginationItem => ({ kind: 'page', page: number, current: number === current });
  const items: PaginationItem[] = [];
  for (let number = 1; number <= Math.min(numberedButtons, totalPages); number += 1) items.push(pageItem(number));
  if (totalPages > numberedButtons) items.push({ kind: 'ellipsis' }, pageItem(totalPages));
  return {
    items,
    previous: { page: Math.max(1, current - 1), disabled: current === 1 },
    next: { page: Math.min(totalPages, current + 1), disabled: current === totalPages },
  };
};
