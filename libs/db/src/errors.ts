/** MongoDB's duplicate key error (E11000), whatever driver class carries it. */
export const isDuplicateKeyError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === 11000;
