/**
 * Where resume and document analyses are kept: each owner's history, and guests' analyses until
 * their retention ends. public-api stores and reads them; the worker deletes the expired guests' ones.
 */
export * from './data-access/analysis-repository';
export * from './domain/remove-expired-guest-analyses';
