/**
 * The page to go back to after signing in or up, from `?next=`: only a path on this site
 * ("/resume?tab=applications"), never another origin ("//evil.example", "https://...").
 */
export const returnPathFrom = (search: string, fallback: string): string => {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return fallback;
  return next;
};

/** A link to a sign-in or signup page that comes back to `returnTo` afterwards. */
export const withReturnPath = (page: string, returnTo: string) => `${page}?${new URLSearchParams({ next: returnTo })}`;
