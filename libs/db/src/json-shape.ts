import type { HydratedDocument, Schema } from 'mongoose';
import type { WithoutNulls } from './stored';

/**
 * Every document leaves the database as the contracts describe it: `id` instead of
 * `_id`, no version key, none of the private fields (password hashes, extracted
 * resume text) whatever the caller selected, and an optional field left null is absent
 * (mongoose types an optional path `T | null`; the contracts have it optional, not null).
 */
export const applyJsonShape = (schema: Schema, privateFields: readonly string[] = []): void => {
  const transform = (_doc: unknown, ret: Record<string, unknown>) => {
    if (ret._id !== undefined) ret.id = String(ret._id);
    delete ret._id;
    delete ret.__v;
    for (const field of privateFields) delete ret[field];
    for (const [field, value] of Object.entries(ret)) if (value === null) delete ret[field];
    return ret;
  };
  schema.set('toJSON', { versionKey: false, virtuals: false, transform });
  schema.set('toObject', { versionKey: false, virtuals: false });
};

/** Fields that never leave the database in JSON (see each model's applyJsonShape call). */
type PrivateField =
  | 'passwordHash'
  | 'creditedPaymentIntents'
  | 'subscriptionStateOrder'
  | 'resumeText'
  | 'originalText'
  | 'nameKey'
  | 'yearlySalaryMin'
  | 'yearlySalaryMax'
  | 'clearanceRank'
  | 'closureNoticeSentAt'
  | 'closureDoneAt';

/** What `toJSON` returns for a document: its fields with `id`, without private ones, none null. */
export type JsonRecord<T> = WithoutNulls<Omit<T, '_id' | '__v' | PrivateField>> & { id: string };

/** A document as the plain object the repositories hand to use cases (what `toJSON` makes of it). */
export const toRecord = <T>(doc: HydratedDocument<T>): JsonRecord<T> => doc.toJSON() as unknown as JsonRecord<T>;
