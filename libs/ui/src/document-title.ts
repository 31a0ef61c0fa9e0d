import { useEffect } from 'react';

/**
 * Gives the browser tab a page's own title once it is known (a job page's job). The shell names
 * every page from the page table first, before the page's own effects run, so this one wins.
 */
export const useDocumentTitle = (title: string | undefined) => {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
};
