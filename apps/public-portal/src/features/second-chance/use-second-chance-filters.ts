import { jobTypes, type JobType } from '@jobboard/contracts';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** How long typing must pause before the list follows it. */
const filterDebounceMs = 300;

export type JobTypeFilter = JobType | 'all';

export interface SecondChanceFilters {
  /** What the boxes show, updated on every key press. */
  title: string;
  location: string;
  type: JobTypeFilter;
  /** What the list is fetched with: the URL's values. */
  applied: { q: string; location: string; type: JobTypeFilter; page: number };
  hasFilters: boolean;
  setTitle: (value: string) => void;
  setLocation: (value: string) => void;
  setType: (value: JobTypeFilter) => void;
  setPage: (page: number) => void;
  clear: () => void;
}

const isJobType = (value: string | null): value is JobType => jobTypes.some((type) => type === value);

const pageFrom = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/**
 * The search card's state, kept in the URL (q, location, type, page) so a search can be shared.
 * Text boxes write to the URL once typing pauses; the type and page apply at once.
 */
export const useSecondChanceFilters = (): SecondChanceFilters => {
  const [searchParams, setSearchParams] = useSearchParams();
  const applied = {
    q: searchParams.get('q') ?? '',
    location: searchParams.get('location') ?? '',
    type: isJobType(searchParams.get('type')) ? (searchParams.get('type') as JobType) : ('all' as const),
    page: pageFrom(searchParams.get('page')),
  };
  // The boxes' text, as typed: plain state, since nothing in it is refused (the server bounds a
  // search's words), so the page's first view carries no form-checking code.
  const [typed, setTyped] = useState({ q: applied.q, location: applied.location });
  const { q: title, location } = typed;

  const update = (changes: Record<string, string>) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === '' || (name === 'type' && value === 'all') || (name === 'page' && value === '1')) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );

  // The setter changes with every URL change, so the debounce reads it (and the URL) from a ref.
  const urlRef = useRef({ searchParams, setSearchParams });
  urlRef.current = { searchParams, setSearchParams };

  useEffect(() => {
    const timer = setTimeout(() => {
      const { searchParams: current, setSearchParams: setUrl } = urlRef.current;
      const q = title.trim();
      const place = location.trim();
      if ((current.get('q') ?? '') === q && (current.get('location') ?? '') === place) return;
      const next = new URLSearchParams(current);
      if (q) next.set('q', q);
      else next.delete('q');
      if (place) next.set('location', place);
      else next.delete('location');
      next.delete('page');
      setUrl(next, { replace: true });
    }, filterDebounceMs);
    return () => clearTimeout(timer);
  }, [title, location]);

  return {
    title,
    location,
    type: applied.type,
    applied,
    hasFilters: Boolean(applied.q || applied.location || applied.type !== 'all' || title.trim() || location.trim()),
    setTitle: (value) => setTyped((current) => ({ ...current, q: value })),
    setLocation: (value) => setTyped((current) => ({ ...current, location: value })),
    setType: (type) => update({ type, page: '1' }),
    setPage: (page) => update({ page: String(page) }),
    clear: () => {
      setTyped({ q: '', location: '' });
      update({ q: '', location: '', type: 'all', page: '1' });
    },
  };
};
