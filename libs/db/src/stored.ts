import type { Model, Require_id, UpdateQuery } from 'mongoose';

/**
 * A model's document as `.lean()` returns it: the type mongoose infers from the model's schema
 * (optional paths may be null), with its `_id`. Repositories type their reads with it instead
 * of declaring the document's shape a second time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches a model of any schema; only its raw document type is read
export type Stored<M> = M extends Model<infer Raw, any, any, any, any, any> ? Require_id<Raw> : never;

/** The named fields of a stored document and its `_id`: what a read with `projectionOf(fields)` returns. */
export type StoredFields<M, K extends keyof Stored<M>> = Pick<Stored<M>, K | '_id'>;

export type WithoutNulls<T> = { [K in keyof T]: Exclude<T[K], null> };

/**
 * A stored document as a record: a top-level field left null is absent (mongoose types an
 * optional path `T | null`; records and contracts have it optional).
 */
export const withoutNulls = <T extends object>(doc: T): WithoutNulls<T> =>
  Object.fromEntries(Object.entries(doc).filter(([, value]) => value !== null)) as WithoutNulls<T>;

/** The projection that reads the named fields (and `_id`). */
export const projectionOf = <K extends string>(fields: readonly K[]): Record<K, 1> =>
  Object.fromEntries(fields.map((field) => [field, 1])) as Record<K, 1>;

/**
 * The update that writes a change: a field given a value is set, a field given `undefined` is
 * removed, a field not named is left as it is. Use cases say what changes; the repository
 * turns it into the update.
 */
export const updateOf = <T extends object>(change: { [K in keyof T]?: T[K] | undefined }): UpdateQuery<T> => {
  const $set: Record<string, unknown> = {};
  const $unset: Record<string, 1> = {};
  for (const [field, value] of Object.entries(change)) {
    if (value === undefined) $unset[field] = 1;
    else $set[field] = value;
  }
  return { ...(Object.keys($set).length ? { $set } : {}), ...(Object.keys($unset).length ? { $unset } : {}) } as UpdateQuery<T>;
};
