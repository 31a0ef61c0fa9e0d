export * from './connection';
export * from './json-shape';
export * from './stored';
export * from './logger';
export * from './models';
export { isDuplicateKeyError } from './errors';
export * from './file-store';
export { findPlace, suggestPlaces, type Place } from './gazetteer';
export { fillMissingSearchWords } from './search-words';
