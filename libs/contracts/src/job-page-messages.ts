// Free of zod: the job page's first view shows these texts without loading the schemas.

/** What the job page says; one place for its texts. */
export const jobPageMessages = {
  notAccepting: 'This position is closed and no longer accepting applications.',
  notAcceptingHint: 'Here are similar jobs that are still open.',
  linkCopiedTitle: 'Link copied',
  linkCopiedDescription: 'The link to this job is on your clipboard.',
  copyFailedTitle: 'Could not copy the link',
  savedTitle: 'Job Saved',
  savedDescription: 'This job has been saved to your favorites.',
  savedAsGuestDescription: 'Saved in this browser. Sign in to keep it in your account.',
  unsavedTitle: 'Removed from saved jobs',
  saveFailedTitle: 'Could not save the job',
  noSimilarJobs: 'No similar open jobs right now.',
  /** 410: an admin took the job down; nothing of it is shown. */
  removedTitle: 'This job was removed',
  removed: 'This posting was removed by our moderators and is no longer available.',
} as const;
