interface JobSearchCriteria {
  keywords: string;
  location: string;
}

/** The Find Jobs address for a home search: q and location are added only when filled. */
export const jobSearchPath = ({ keywords, location }: JobSearchCriteria): string => {
  const params = new URLSearchParams();
  if (keywords.trim()) params.set('q', keywords.trim());
  if (location.trim()) params.set('location', location.trim());
  const query = params.toString();
  return query ? `/jobs?${query}` : '/jobs';
};
