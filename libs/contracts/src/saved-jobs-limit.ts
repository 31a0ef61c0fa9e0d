// Free of zod: the browser's saved-jobs code reads the limit without loading the schemas.

/** How many jobs one account may keep saved; a guest's browser keeps as many. */
export const savedJobsLimit = 200;
