import { RecipientMailCountModel } from '@jobboard/db';
import { useTestDatabase } from '@jobboard/test-kit';
import { forgetRecipientMailCounts, recipientMailCaps, reserveRecipientMail } from '../src';

useTestDatabase();

describe('per-recipient caps on mail nobody asked for', () => {
  it('lets at most the cap through when 20 requests for one address arrive at once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => reserveRecipientMail('Target@Example.com', 'confirmation')));
    expect(answers.filter(Boolean)).toHaveLength(recipientMailCaps.confirmation);
    // The address is counted however it is typed.
    expect(await reserveRecipientMail('target@example.com ', 'confirmation')).toBe(false);
  });

  it('counts each group and each address apart, and starts again the next day', async () => {
    const today = new Date('2026-11-29T10:00:00Z');
    for (let sent = 0; sent < recipientMailCaps.account; sent += 1) expect(await reserveRecipientMail('a@example.com', 'account', today)).toBe(true);
    expect(await reserveRecipientMail('a@example.com', 'account', today)).toBe(false);
    expect(await reserveRecipientMail('a@example.com', 'alerts', today)).toBe(true);
    expect(await reserveRecipientMail('b@example.com', 'account', today)).toBe(true);
    expect(await reserveRecipientMail('a@example.com', 'account', new Date('2026-11-30T00:00:01Z'))).toBe(true);
  });

  it('forgets the counts of earlier days', async () => {
    await RecipientMailCountModel.deleteMany({});
    await reserveRecipientMail('c@example.com', 'account', new Date('2026-11-27T10:00:00Z'));
    await reserveRecipientMail('c@example.com', 'account', new Date('2026-11-29T10:00:00Z'));
    expect(await forgetRecipientMailCounts(new Date('2026-11-28T12:00:00Z'))).toBe(1);
    expect(await RecipientMailCountModel.find().distinct('day')).toEqual(['2026-11-29']);
  });
});
