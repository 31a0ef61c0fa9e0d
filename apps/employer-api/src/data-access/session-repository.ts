import { SessionModel } from '@jobboard/db';

export const sessionRepository = {
  /** Ends every stored session of this employer but the one making the change. */
  async endOtherSessions(employerId: string, keepSessionId: string) {
    await SessionModel.deleteMany({ 'sess.subjectId': employerId, 'sess.role': 'employer', _id: { $ne: keepSessionId } });
  },
};
