import type { EmployerProfileUpdate, FairChancePractice } from '@jobboard/contracts';
import { EmployerModel, projectionOf, SubscriptionPlanModel, toRecord, type StoredFields } from '@jobboard/db';
import type { EmployerPublishingFacts, PostingAccount, PostingPlan } from '@jobboard/domain';

const postingFields = {
  subscriptionStatus: 1,
  subscriptionPlan: 1,
  subscriptionStartDate: 1,
  currentPeriodStart: 1,
  trialEnd: 1,
  jobPostCredits: 1,
  planPeriodStart: 1,
  planPostsUsed: 1,
  companyName: 1,
  companyLogo: 1,
  fairChanceAttestation: 1,
  emailVerifiedAt: 1,
  verificationStatus: 1,
} as const;

export type PostingState = PostingAccount &
  EmployerPublishingFacts & {
    _id: unknown;
    companyName: string;
    fairChanceAttestation?: { practices: FairChancePractice[]; attestedAt: Date } | null;
  };

/** What confirming a password reads (the hash is never selected otherwise). */
const signInFields = ['email', 'passwordHash'] as const;

export const employerRepository = {
  async create(employer: Record<string, unknown> & { email: string; passwordHash: string }) {
    return toRecord(await new EmployerModel(employer).save());
  },
  async findById(id: string) {
    const employer = await EmployerModel.findById(id);
    return employer ? toRecord(employer) : null;
  },
  /** The only read that includes the password hash, for signing in. */
  async findForLogin(email: string) {
    // A deactivated account is refused like an unknown one.
    const employer = await EmployerModel.findOne({ email, isActive: { $ne: false } }).select('+passwordHash');
    return employer ? { ...toRecord(employer), passwordHash: employer.passwordHash } : null;
  },
  /** The hash of a signed-in employer, to confirm its current password before a change. */
  async findPasswordHash(id: string) {
    return EmployerModel.findById(id).select(projectionOf(signInFields)).lean<StoredFields<typeof EmployerModel, (typeof signInFields)[number]>>();
  },
  async updateProfile(id: string, profile: EmployerProfileUpdate) {
    // Optional fields left out are cleared, as the form shows them empty.
    const cleared = ['phone', 'address', 'website', 'description'].filter((field) => profile[field as keyof EmployerProfileUpdate] === undefined);
    const employer = await EmployerModel.findByIdAndUpdate(
      id,
      { $set: profile, $unset: Object.fromEntries(cleared.map((field) => [field, 1])) },
      { returnDocument: 'after', runValidators: true },
    );
    return employer ? toRecord(employer) : null;
  },
  /** A new email or password hash; a new email is unconfirmed until its link is opened. */
  async updateCredentials(id: string, change: { email?: string; passwordHash?: string }) {
    const update = change.email ? { $set: change, $unset: { emailVerifiedAt: 1 } } : { $set: change };
    const employer = await EmployerModel.findByIdAndUpdate(id, update, { returnDocument: 'after', runValidators: true });
    return employer ? toRecord(employer) : null;
  },

  async findPostingState(id: string): Promise<PostingState | null> {
    return EmployerModel.findById(id).select(postingFields).lean<PostingState>();
  },
  /** What decides whether the employer may publish (employerPublishingStanding). */
  async findPublishingFacts(id: string): Promise<EmployerPublishingFacts | null> {
    return EmployerModel.findById(id).select({ emailVerifiedAt: 1, verificationStatus: 1 }).lean<EmployerPublishingFacts>();
  },
  async findPlan(planId: string | null | undefined): Promise<PostingPlan | undefined> {
    if (!planId) return undefined;
    return (await SubscriptionPlanModel.findById(planId).select({ jobPostLimit: 1 }).lean<PostingPlan>()) ?? undefined;
  },

  /**
   * Takes one of the plan's posts for the period starting at `periodStart`, if fewer than `limit`
   * are used (no limit: always), and answers how many are used now, or undefined when none was
   * left. One conditional update on the employer document: of concurrent posts, at most `limit`
   * succeed, and exactly one sees the last post taken. A new period first resets the count, once
   * (the reset's condition fails for everyone after the first).
   */
  async takePlanPost(id: string, { periodStart, limit, planStatuses }: { periodStart: Date; limit: number | null; planStatuses: readonly string[] }) {
    await EmployerModel.updateOne({ _id: id, planPeriodStart: { $ne: periodStart } }, { $set: { planPeriodStart: periodStart, planPostsUsed: 0 } });
    const withPostsLeft: Record<string, unknown> = { _id: id, subscriptionStatus: { $in: planStatuses }, planPeriodStart: periodStart };
    if (limit !== null) withPostsLeft.planPostsUsed = { $lt: limit };
    const taken = await EmployerModel.findOneAndUpdate(
      withPostsLeft,
      { $inc: { planPostsUsed: 1 } },
      { returnDocument: 'after', projection: { planPostsUsed: 1 } },
    ).lean<StoredFields<typeof EmployerModel, 'planPostsUsed'>>();
    return taken?.planPostsUsed;
  },
  async returnPlanPost(id: string, periodStart: Date) {
    await EmployerModel.updateOne({ _id: id, planPeriodStart: periodStart, planPostsUsed: { $gt: 0 } }, { $inc: { planPostsUsed: -1 } });
  },
  /** Spends one bought credit if there is one: a conditional $inc, so a credit is spent once. */
  async takeCredit(id: string) {
    const result = await EmployerModel.updateOne({ _id: id, jobPostCredits: { $gt: 0 } }, { $inc: { jobPostCredits: -1 } });
    return result.modifiedCount === 1;
  },
  async returnCredit(id: string) {
    await EmployerModel.updateOne({ _id: id }, { $inc: { jobPostCredits: 1 } });
  },
};
