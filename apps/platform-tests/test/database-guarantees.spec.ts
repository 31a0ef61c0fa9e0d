/**
 * What the code relies on from MongoDB, checked on the database this test run uses (whatever
 * the provider chose: MONGODB_URI, a container, mongod, or the embedded fallback). FerretDB 1.24,
 * the earlier fallback, failed the first four: it lost concurrent `$inc`s, let several
 * conditional updates win, lost upsert increments and returned 0 for a second `$sum`.
 */
import { useTestDatabase } from '@jobboard/test-kit';
import mongoose, { mongo } from 'mongoose';

useTestDatabase();

const collection = (name: string): mongo.Collection => {
  const db = mongoose.connection.db;
  if (!db) throw new Error('not connected');
  return db.collection(name);
};

describe('single-document atomic updates', () => {
  it('applies every one of 100 concurrent $inc on one document', async () => {
    const counters = collection('guarantee_inc');
    const { insertedId } = await counters.insertOne({ n: 0 });

    await Promise.all(Array.from({ length: 100 }, () => counters.updateOne({ _id: insertedId }, { $inc: { n: 1 } })));

    expect((await counters.findOne({ _id: insertedId }))?.n).toBe(100);
  });

  it('lets exactly one of 50 concurrent conditional updates win, round after round', async () => {
    const flags = collection('guarantee_conditional');
    const winnersPerRound: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const { insertedId } = await flags.insertOne({ claimed: false });
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, contender) =>
          flags.updateOne({ _id: insertedId, claimed: { $ne: true } }, { $set: { claimed: true, by: contender } }),
        ),
      );
      winnersPerRound.push(results.filter((result) => result.modifiedCount === 1).length);
    }

    expect(winnersPerRound).toEqual([1, 1, 1, 1, 1]);
  });

  it('hands out 30 distinct values from 30 concurrent findOneAndUpdate calls, answering only the projected fields', async () => {
    const sequences = collection('guarantee_sequence');
    await sequences.insertOne({ _id: 'invoice' as never, next: 1, secret: 'not for callers' });

    const taken = await Promise.all(
      Array.from({ length: 30 }, () =>
        sequences.findOneAndUpdate(
          { _id: 'invoice' as never },
          { $inc: { next: 1 } },
          { projection: { next: 1 }, returnDocument: 'before' },
        ),
      ),
    );

    const values = taken.map((document) => document?.next as number);
    expect(new Set(values).size).toBe(30);
    expect(Math.min(...values)).toBe(1);
    expect(Math.max(...values)).toBe(30);
    expect(taken.every((document) => document !== null && !('secret' in document))).toBe(true);
  });

  it('counts all 20 concurrent upserts with $inc on one key', async () => {
    const tallies = collection('guarantee_upsert');

    await Promise.all(
      Array.from({ length: 20 }, () =>
        tallies.updateOne({ _id: 'login:account:a@example.com' as never }, { $inc: { failures: 1 } }, { upsert: true }),
      ),
    );

    expect(await tallies.countDocuments()).toBe(1);
    expect((await tallies.findOne({ _id: 'login:account:a@example.com' as never }))?.failures).toBe(20);
  });

  it('keeps one of 20 concurrent inserts under a unique index and refuses the others with code 11000', async () => {
    const accounts = collection('guarantee_unique');
    await accounts.createIndex({ email: 1 }, { unique: true });

    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => accounts.insertOne({ email: 'same@example.com' })),
    );

    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const codes = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [(outcome.reason as mongo.MongoServerError).code] : [],
    );
    expect(codes).toEqual(Array.from({ length: 19 }, () => 11000));
    expect(await accounts.countDocuments()).toBe(1);
  });
});

describe('updates inside arrays', () => {
  it('updates the matched element with positional $ and the filtered ones with arrayFilters', async () => {
    const pipelines = collection('guarantee_arrays');
    const { insertedId } = await pipelines.insertOne({
      stages: [
        { name: 'applied', count: 1 },
        { name: 'screening', count: 1 },
        { name: 'interview', count: 1 },
      ],
    });

    await pipelines.updateOne({ _id: insertedId, 'stages.name': 'screening' }, { $inc: { 'stages.$.count': 5 } });
    await pipelines.updateOne(
      { _id: insertedId },
      { $set: { 'stages.$[late].count': 0 } },
      { arrayFilters: [{ 'late.name': { $in: ['interview'] } }] },
    );

    expect((await pipelines.findOne({ _id: insertedId }))?.stages).toEqual([
      { name: 'applied', count: 1 },
      { name: 'screening', count: 6 },
      { name: 'interview', count: 0 },
    ]);
  });
});

describe('aggregation', () => {
  beforeAll(async () => {
    await collection('guarantee_jobs').insertMany([
      { employer: 'a', salary: 40_000, views: 3 },
      { employer: 'a', salary: 60_000, views: 5 },
      { employer: 'b', salary: 90_000, views: 7 },
    ]);
    await collection('guarantee_employers').insertMany([
      { _id: 'a' as never, name: 'Acme Logistics' },
      { _id: 'b' as never, name: 'Bay Medical' },
    ]);
  });

  it('computes two $sum accumulators and an $avg in one $group', async () => {
    const groups = await collection('guarantee_jobs')
      .aggregate([
        { $group: { _id: '$employer', jobs: { $sum: 1 }, views: { $sum: '$views' }, averageSalary: { $avg: '$salary' } } },
        { $sort: { _id: 1 } },
      ])
      .toArray();

    expect(groups).toEqual([
      { _id: 'a', jobs: 2, views: 8, averageSalary: 50_000 },
      { _id: 'b', jobs: 1, views: 7, averageSalary: 90_000 },
    ]);
  });

  it('joins with $lookup and answers a page and its total in one $facet', async () => {
    const [result] = await collection('guarantee_jobs')
      .aggregate([
        { $sort: { salary: -1 } },
        { $lookup: { from: 'guarantee_employers', localField: 'employer', foreignField: '_id', as: 'company' } },
        { $unwind: '$company' },
        {
          $facet: {
            page: [{ $skip: 0 }, { $limit: 2 }, { $project: { _id: 0, salary: 1, company: '$company.name' } }],
            total: [{ $count: 'jobs' }],
          },
        },
      ])
      .toArray();

    expect(result).toEqual({
      page: [
        { salary: 90_000, company: 'Bay Medical' },
        { salary: 60_000, company: 'Acme Logistics' },
      ],
      total: [{ jobs: 3 }],
    });
  });
});
