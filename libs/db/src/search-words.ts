import { adminSearchWords } from '@jobboard/domain';
import mongoose, { type Model, type Query, type Schema } from 'mongoose';

const sourcesBySchema = new WeakMap<Schema, readonly string[]>();

type Update = Record<string, unknown> & { $set?: Record<string, unknown> };

const changedSources = (update: Update, sources: readonly string[]): Record<string, unknown> | undefined => {
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(update)) {
    if (!key.startsWith('$') && sources.includes(key)) changed[key] = value;
  }
  for (const [key, value] of Object.entries(update.$set ?? {})) if (sources.includes(key)) changed[key] = value;
  for (const key of Object.keys((update.$unset as Record<string, unknown> | undefined) ?? {})) if (sources.includes(key)) changed[key] = undefined;
  return Object.keys(changed).length > 0 ? changed : undefined;
};

/**
 * Keeps `searchWords` (the admin lists' search: see `adminSearchWords` in the domain lib) in step
 * with the fields it is made of: on save when one of them changed, and on a single-document
 * update that sets one (the current values of the others are read first). A many-document update
 * of those fields is refused, as it could not say each record's words.
 */
export const keepSearchWords = (schema: Schema, sources: readonly string[]): void => {
  sourcesBySchema.set(schema, sources);
  schema.add({ searchWords: { type: [String], default: undefined, select: false } });
  schema.index({ searchWords: 1 });

  schema.pre('validate', function () {
    if (this.isNew || sources.some((source) => this.isModified(source))) {
      this.set('searchWords', adminSearchWords(sources.map((source) => this.get(source) as string | undefined)));
    }
  });

  schema.pre(['findOneAndUpdate', 'updateOne'], async function (this: Query<unknown, unknown>) {
    const update = this.getUpdate() as Update | null;
    const changed = update && !Array.isArray(update) ? changedSources(update, sources) : undefined;
    if (!update || !changed) return;
    const current = await this.model.findOne(this.getQuery()).select(sources.join(' ')).lean<Record<string, unknown>>();
    if (!current) return;
    const values = sources.map((source) => (source in changed ? changed[source] : current[source]) as string | undefined);
    this.setUpdate({ ...update, $set: { ...(update.$set ?? {}), searchWords: adminSearchWords(values) } });
  });

  schema.pre('updateMany', function (this: Query<unknown, unknown>) {
    const update = this.getUpdate() as Update | null;
    if (update && !Array.isArray(update) && changedSources(update, sources)) {
      throw new Error(`Change ${sources.join(', ')} one record at a time, so its search words follow.`);
    }
  });
};

/**
 * Whether any record of the model lacks its search words: one probe of the `searchWords` index
 * (a missing field is indexed as null), so a start with nothing to fill reads one index entry
 * per searchable model instead of going through the collections.
 */
const hasRecordsMissingSearchWords = async (model: Model<unknown>): Promise<boolean> =>
  (await model.exists({ searchWords: { $exists: false } })) !== null;

/**
 * Gives `searchWords` to records stored before they had them (a database from an older version),
 * a batch at a time, in every model that keeps them; models where none is missing are left after
 * one cheap check, and records that have them are not touched. Answers how many it filled.
 */
export const fillMissingSearchWords = async (batchSize = 500): Promise<number> => {
  let filled = 0;
  for (const model of Object.values(mongoose.models)) {
    const sources = sourcesBySchema.get(model.schema);
    if (!sources || !(await hasRecordsMissingSearchWords(model))) continue;
    for (;;) {
      const missing = await model.find({ searchWords: { $exists: false } }).select(sources.join(' ')).limit(batchSize).lean<Record<string, unknown>[]>();
      if (missing.length === 0) break;
      await model.bulkWrite(
        missing.map((record) => ({
          updateOne: {
            filter: { _id: record._id, searchWords: { $exists: false } },
            update: { $set: { searchWords: adminSearchWords(sources.map((source) => record[source] as string | undefined)) } },
          },
        })),
      );
      filled += missing.length;
    }
  }
  return filled;
};
