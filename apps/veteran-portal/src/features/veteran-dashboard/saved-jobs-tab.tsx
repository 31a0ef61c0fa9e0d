import { SavedJobsList } from '@jobboard/portal-kit';

/** Saved Jobs: the jobs the veteran saved (here or as a guest in this browser), newest first, "Closed" once closed. */
export const SavedJobsTab = () => <SavedJobsList headingId="veteran-saved-heading" />;
