import { Types } from 'mongoose';

/**
 * A lean document as JSON would carry it: `id` for `_id`, ids as strings, dates as ISO strings.
 * The use cases then read it through the contract's schema, which keeps only the listed fields.
 */
export const plainRecord = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Types.ObjectId) return String(value);
  if (Array.isArray(value)) return value.map(plainRecord);
  if (value && typeof value === 'object') {
    const result: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      if (key === '__v' || field === null) continue;
      result[key === '_id' ? 'id' : key] = plainRecord(field);
    }
    return result;
  }
  return value;
};
