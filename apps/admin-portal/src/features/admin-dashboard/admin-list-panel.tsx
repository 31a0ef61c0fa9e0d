import { useAdminList, type AdminListName, type AdminListQuery, type AdminListRow } from '@jobboard/api-client';
import { pageCount } from '@jobboard/domain';
import { text, useTexts } from '@jobboard/i18n';
import {
  Button,
  Dialog,
  LoadFailedNotice,
  Pagination,
  ResponsiveTable,
  SelectField,
  SkeletonList,
  StateNotice,
  TextField,
  type ResponsiveTableColumn,
  type SelectOption,
} from '@jobboard/ui';
import { useEffect, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { adminTexts } from '../../texts';

export interface AdminListColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

export interface AdminListPanelProps<L extends AdminListName, Row = AdminListRow<L>> {
  list: L;
  query: AdminListQuery;
  onQueryChange: (query: AdminListQuery) => void;
  /** The table's caption, e.g. "Jobs"; the list's sentences about its rows are in `listTexts`. */
  caption: string;
  /** The search box's label; no search box without it. */
  searchLabel?: string;
  filter?: { name: 'status' | 'verification' | 'branch' | 'action'; label: string; options: readonly SelectOption[] };
  sorts?: readonly SelectOption[];
  columns: readonly AdminListColumn<Row>[];
  /** How the row is named on its View button and detail dialog. */
  rowLabel?: (row: Row) => string;
  /** The read-only detail view of a row (and its actions). */
  renderDetail?: (row: Row, close: () => void) => ReactNode;
}

/** Each list's sentences about its rows, whole (English, shown with `t(…)`). */
const listTexts: Record<AdminListName, Record<'loadFailed' | 'loading' | 'noMatch' | 'none' | 'pages' | 'search', string>> = {
  jobs: {
    loadFailed: text('Could not load jobs'),
    loading: text('Loading jobs'),
    noMatch: text('No jobs match'),
    none: text('No jobs yet'),
    pages: text('Jobs pages'),
    search: text('Search jobs'),
  },
  applications: {
    loadFailed: text('Could not load applications'),
    loading: text('Loading applications'),
    noMatch: text('No applications match'),
    none: text('No applications yet'),
    pages: text('Applications pages'),
    search: text('Search applications'),
  },
  employers: {
    loadFailed: text('Could not load employers'),
    loading: text('Loading employers'),
    noMatch: text('No employers match'),
    none: text('No employers yet'),
    pages: text('Employers pages'),
    search: text('Search employers'),
  },
  veterans: {
    loadFailed: text('Could not load veterans'),
    loading: text('Loading veterans'),
    noMatch: text('No veterans match'),
    none: text('No veterans yet'),
    pages: text('Veterans pages'),
    search: text('Search veterans'),
  },
  audit: {
    loadFailed: text('Could not load audit entries'),
    loading: text('Loading audit entries'),
    noMatch: text('No audit entries match'),
    none: text('No audit entries yet'),
    pages: text('Audit entries pages'),
    search: text('Search audit entries'),
  },
};

const StyledToolbar = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-end;
  margin-bottom: ${({ theme }) => theme.space.lg};
  > * { flex: 1 1 12rem; min-width: 0; }
  > :first-child { flex-grow: 2; }
`;

const StyledCount = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

// On a desktop a wide table scrolls sideways inside its own region, never the page; on a phone its
// rows are cards (ResponsiveTable) and need no scrolling. Positioned, so the screen-reader-only
// header inside stays inside instead of widening the page.
const StyledScroller = styled.div`
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.color.brand}; outline-offset: 2px; }
  td { min-width: 6rem; }
  @media (width < ${({ theme }) => theme.breakpoint.mobile}) {
    overflow-x: visible;
    border: 0;
    background: transparent;
    td { min-width: 0; }
  }
`;

const StyledPager = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;

/** The search box waits for a pause in typing before it asks the server. */
const useSettledValue = (value: string, delayMs = 300) => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
};

/**
 * One admin list: its search box, filter and sort (all answered by the server), one page of
 * rows in a table, the pages, and each row's read-only detail view. Loading, empty and error
 * states are part of it.
 */
export const AdminListPanel = <L extends AdminListName>({
  list,
  query,
  onQueryChange,
  caption,
  searchLabel,
  filter,
  sorts,
  columns,
  rowLabel,
  renderDetail,
}: AdminListPanelProps<L>) => {
  const t = useTexts(adminTexts);
  const texts = listTexts[list];
  const { data, error, isLoading, isValidating, mutate } = useAdminList(list, query);
  const [typed, setTyped] = useState(query.q ?? '');
  const settled = useSettledValue(typed);
  const [openRowId, setOpenRowId] = useState<string | null>(null);
  const countId = useId();

  useEffect(() => {
    if (settled.trim() !== (query.q ?? '')) onQueryChange({ ...query, q: settled.trim(), page: 1 });
  }, [settled, query, onQueryChange]);

  const rows: readonly AdminListRow<L>[] = data?.items ?? [];
  const openRow = rows.find((row) => row.id === openRowId);
  const totalPages = data ? pageCount(data.total, data.pageSize) : 0;
  const filtered = Boolean(query.q || (filter && query[filter.name]));
  const tableColumns: readonly ResponsiveTableColumn<AdminListRow<L>>[] = renderDetail
    ? [
        ...columns,
        {
          header: t('Details'),
          hideHeader: true,
          cell: (row) => (
            <Button
              type="button"
              $variant="outline"
              $size="sm"
              onClick={() => setOpenRowId(row.id)}
              aria-label={rowLabel ? t('View {{name}}', { name: rowLabel(row) }) : t('View details')}
            >
              {t('View')}
            </Button>
          ),
        },
      ]
    : columns;

  const results = (() => {
    if (error && !data) return <LoadFailedNotice title={t(texts.loadFailed)} onRetry={() => void mutate()} />;
    if (isLoading || !data) return <SkeletonList count={5} label={t(texts.loading)} />;
    if (data.total === 0) {
      return (
        <StateNotice
          title={filtered ? t(texts.noMatch) : t(texts.none)}
          description={filtered ? t('Try other words or another filter.') : t('They will appear here as they are created.')}
          headingLevel={3}
        />
      );
    }
    return (
      <>
        <StyledCount id={countId} aria-live="polite">
          {t('{{total}} results', { singular: '{{total}} result', count: data.total, total: data.total.toLocaleString('en-US') })}
          {totalPages > 1 && ` · ${t('page {{page}} of {{totalPages}}', { page: data.page, totalPages: totalPages.toLocaleString('en-US') })}`}
          {isValidating && ` · ${t('updating…')}`}
        </StyledCount>
        {rows.length === 0 ? (
          <StateNotice title={t('No rows on this page')} description={t('This page is past the end of the list.')} headingLevel={3} />
        ) : (
          <StyledScroller tabIndex={0} role="region" aria-labelledby={countId}>
            <ResponsiveTable caption={caption} bare columns={tableColumns} rows={rows} rowKey={(row) => row.id} />
          </StyledScroller>
        )}
        {totalPages > 1 && (
          <StyledPager>
            <Pagination
              page={query.page ?? 1}
              totalPages={totalPages}
              onPageChange={(page) => onQueryChange({ ...query, page })}
              label={t(texts.pages)}
            />
          </StyledPager>
        )}
      </>
    );
  })();

  return (
    <div>
      {(searchLabel || filter || sorts) && (
        <StyledToolbar role="search" aria-label={t(texts.search)} onSubmit={(event) => event.preventDefault()}>
          {searchLabel ? (
            <TextField label={searchLabel} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} maxLength={100} />
          ) : null}
          {filter ? (
            <SelectField
              label={filter.label}
              value={query[filter.name] ?? ''}
              options={[{ value: '', label: t('Any') }, ...filter.options]}
              onChange={(event) => onQueryChange({ ...query, [filter.name]: event.target.value, page: 1 })}
            />
          ) : null}
          {sorts ? (
            <SelectField
              label={t('Sort by')}
              value={query.sort ?? sorts[0].value}
              options={sorts}
              onChange={(event) => onQueryChange({ ...query, sort: event.target.value, page: 1 })}
            />
          ) : null}
        </StyledToolbar>
      )}
      {results}
      {renderDetail && openRow && (
        <Dialog open onClose={() => setOpenRowId(null)} title={rowLabel?.(openRow) ?? t('Details')} size="lg">
          {renderDetail(openRow, () => setOpenRowId(null))}
        </Dialog>
      )}
    </div>
  );
};
