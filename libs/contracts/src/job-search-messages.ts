// Apart from the schemas: the job list shows these, and its first view carries no zod.
/** What a search is told when its place is not one the gazetteer knows. */
export const jobSearchMessages = {
  locationNotFound: (location: string) => `We could not find "${location}".`,
  locationHint: 'Try a US city and state (Austin, TX), a ZIP code, or "Remote"; or search everywhere.',
} as const;
