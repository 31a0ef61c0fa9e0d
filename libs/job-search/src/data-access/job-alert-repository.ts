import type { JobAlertSource } from '@jobboard/contracts';
import { isDuplicateKeyError, JobAlertModel, UserModel, VeteranProfileModel } from '@jobboard/db';
import type { Types } from 'mongoose';

/** The signed-in account an alert belongs to (its list and Remove). */
export interface JobAlertOwner {
  id: string;
  role: 'jobseeker' | 'veteran';
}

const ownerFilter = (owner: JobAlertOwner) => ({ ownerId: owner.id, ownerRole: owner.role });

export interface StoredJobAlert {
  id: string;
  email: string;
  source: JobAlertSource;
  search: string;
  confirmedAt?: Date;
  lastDigestAt?: Date;
  createdAt: Date;
}

const alertOf = (doc: {
  _id: Types.ObjectId;
  email: string;
  source: JobAlertSource;
  search?: string | null;
  confirmedAt?: Date | null;
  lastDigestAt?: Date | null;
  createdAt?: Date | null;
}): StoredJobAlert => ({
  id: String(doc._id),
  email: doc.email,
  source: doc.source,
  search: doc.search ?? '',
  ...(doc.confirmedAt ? { confirmedAt: doc.confirmedAt } : {}),
  ...(doc.lastDigestAt ? { lastDigestAt: doc.lastDigestAt } : {}),
  createdAt: doc.createdAt ?? new Date(0),
});

/** The jobs-alert collection: the only place that touches it. */
export const jobAlertRepository = {
  /** The address's confirmed alerts (an unconfirmed one has no confirmedAt). */
  countConfirmedFor: (email: string) => JobAlertModel.countDocuments({ email, confirmedAt: { $ne: null } }),

  /** Deletes the alerts nobody confirmed that were asked for before `cutoff`; answers how many. */
  removeUnconfirmedBefore: async (cutoff: Date) => (await JobAlertModel.deleteMany({ confirmedAt: null, createdAt: { $lt: cutoff } })).deletedCount,

  exists: async (key: { email: string; source: JobAlertSource; search: string }) => (await JobAlertModel.exists(key)) !== null,

  /**
   * The alert of this address and search, created when new (one per address and search by the
   * unique key: saving it twice, or twice at once, keeps one). Answers whether it was created.
   */
  async findOrCreate(
    alert: { email: string; source: JobAlertSource; search: string },
    owner?: JobAlertOwner,
  ): Promise<{ alert: StoredJobAlert; created: boolean }> {
    const key = { email: alert.email, source: alert.source, search: alert.search };
    try {
      const doc = await JobAlertModel.create({ ...key, ...(owner ? ownerFilter(owner) : {}) });
      return { alert: alertOf(doc.toObject()), created: true };
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const existing = await JobAlertModel.findOneAndUpdate(key, owner ? { $set: ownerFilter(owner) } : {}, { returnDocument: 'after' }).lean();
      if (!existing) throw error;
      return { alert: alertOf(existing), created: false };
    }
  },

  async findById(id: string): Promise<StoredJobAlert | undefined> {
    const doc = await JobAlertModel.findById(id).lean();
    return doc ? alertOf(doc) : undefined;
  },

  /** Confirms once: the first confirmation starts the digest clock, a second changes nothing. */
  async confirm(id: string, now: Date, firstDigestAt: Date): Promise<StoredJobAlert | undefined> {
    await JobAlertModel.updateOne(
      { _id: id, confirmedAt: { $exists: false } },
      { $set: { confirmedAt: now, lastDigestAt: now, nextDigestAt: firstDigestAt } },
    );
    return this.findById(id);
  },

  remove: async (id: string) => {
    await JobAlertModel.deleteOne({ _id: id });
  },

  removeOwned: async (id: string, owner: JobAlertOwner) => (await JobAlertModel.deleteOne({ _id: id, ...ownerFilter(owner) })).deletedCount === 1,

  listOwnedBy: async (owner: JobAlertOwner): Promise<StoredJobAlert[]> =>
    (await JobAlertModel.find(ownerFilter(owner)).sort({ createdAt: -1, _id: -1 }).limit(100).lean()).map(alertOf),

  /**
   * The sign-in address of the owner's account once its owner confirmed it (an alert for it needs
   * no confirmation); none while unconfirmed, since anyone can sign up with anyone's address.
   */
  async accountEmailOf(owner: JobAlertOwner): Promise<string | undefined> {
    const account =
      owner.role === 'jobseeker'
        ? await UserModel.findById(owner.id, { email: 1, emailVerifiedAt: 1 }).lean()
        : await VeteranProfileModel.findById(owner.id, { email: 1, emailVerifiedAt: 1 }).lean();
    return account?.emailVerifiedAt ? account.email?.toLowerCase() : undefined;
  },

  /**
   * Claims the next due alert for this run: one atomic update moves its next digest a day on,
   * so of several workers exactly one gets it, and it is not due again for a day.
   */
  async claimDue(now: Date, nextDue: Date): Promise<StoredJobAlert | undefined> {
    const doc = await JobAlertModel.findOneAndUpdate(
      { confirmedAt: { $exists: true }, nextDigestAt: { $lte: now } },
      { $set: { nextDigestAt: nextDue } },
      { sort: { nextDigestAt: 1 }, returnDocument: 'before' },
    ).lean();
    return doc ? alertOf(doc) : undefined;
  },

  /** The digest went (or there was nothing new): the next one brings jobs posted after `until`. */
  markDigested: async (id: string, until: Date) => {
    await JobAlertModel.updateOne({ _id: id, lastDigestAt: { $lt: until } }, { $set: { lastDigestAt: until } });
  },
};
