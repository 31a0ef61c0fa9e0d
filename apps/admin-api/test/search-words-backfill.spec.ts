import { ApplicationModel, EmployerModel, JobModel, VeteranProfileModel } from '@jobboard/db';
import type { Logger } from '@jobboard/server-kit';
import { createEmployerRecord, createJobRecord, useTestDatabase } from '@jobboard/test-kit';
import { Types } from 'mongoose';
import { backfillSearchWordsAtStart } from '../src/search-words-backfill';

useTestDatabase();

/** The models whose records carry admin search words. */
const searchableModels = [ApplicationModel, EmployerModel, JobModel, VeteranProfileModel] as const;

const spiesOn = (method: 'exists' | 'find' | 'bulkWrite') =>
  searchableModels.map((model) => jest.spyOn(model as unknown as Record<typeof method, () => unknown>, method));
const callsOf = (spies: readonly jest.SpyInstance[]) => spies.reduce((total, spy) => total + spy.mock.calls.length, 0);
const quietLogger = () => ({ info: jest.fn(), warn: jest.fn() }) as unknown as Logger & { info: jest.Mock; warn: jest.Mock };

const searchWordsOf = async (employerId: string) =>
  (await EmployerModel.findById(employerId).select('+searchWords').lean<{ searchWords?: string[] }>())?.searchWords;

afterEach(() => jest.restoreAllMocks());

describe('admin-api start: search words for records stored before the admin search', () => {
  it('when every record has its words, checks once per searchable model and reads or writes no records', async () => {
    const employer = await createEmployerRecord({ companyName: 'Current Freight' });
    await createJobRecord(employer);
    const [probes, reads, writes] = [spiesOn('exists'), spiesOn('find'), spiesOn('bulkWrite')];

    expect(await backfillSearchWordsAtStart(quietLogger())).toBe(0);

    expect(probes.map((spy) => spy.mock.calls.length)).toEqual(searchableModels.map(() => 1));
    expect(callsOf(reads)).toBe(0);
    expect(callsOf(writes)).toBe(0);
  });

  it('when a record lacks its words, fills them in (that record only) and says how many', async () => {
    const legacy = await createEmployerRecord({ companyName: 'Legacy Freightways' });
    await EmployerModel.collection.updateOne({ _id: new Types.ObjectId(legacy.id) }, { $unset: { searchWords: '' } });
    expect(await searchWordsOf(legacy.id)).toBeUndefined();
    const logger = quietLogger();
    const writes = spiesOn('bulkWrite');

    expect(await backfillSearchWordsAtStart(logger)).toBe(1);

    expect(await searchWordsOf(legacy.id)).toEqual(expect.arrayContaining(['legacy', 'freightways']));
    expect(writes.map((spy) => spy.mock.calls.length)).toEqual(searchableModels.map((model) => (model === EmployerModel ? 1 : 0)));
    expect(logger.info).toHaveBeenCalledWith({ filled: 1 }, expect.any(String));
    expect(await backfillSearchWordsAtStart(logger)).toBe(0);
  });
});
