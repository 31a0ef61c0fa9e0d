import { applicationTrackerMessages, followUpRequestSchema, trackedApplicationSchema } from './application-tracking';

const messageErrors = (body: unknown) => {
  const result = followUpRequestSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the follow-up request (the message must be non-blank)', () => {
  it('keeps the message trimmed', () => {
    expect(followUpRequestSchema.parse({ message: '  Hello, any news?\n' })).toEqual({ message: 'Hello, any news?' });
  });

  it.each([[{ message: '' }], [{ message: ' \n\t ' }], [{}], [{ message: 42 }]])('refuses %j as blank', (body) => {
    expect(messageErrors(body)).toEqual([applicationTrackerMessages.blankMessage]);
  });

  it('refuses more than 5000 characters', () => {
    expect(messageErrors({ message: 'a'.repeat(5001) })).toEqual([applicationTrackerMessages.tooLong]);
    expect(messageErrors({ message: 'a'.repeat(5000) })).toEqual([]);
  });
});

describe('the tracker view', () => {
  it('accepts an application without the optional fields', () => {
    const application = {
      id: '507f1f77bcf86cd799439011',
      jobTitle: 'Warehouse Lead',
      companyName: 'Harbor Logistics',
      location: 'Oakland, CA',
      status: 'pending',
      appliedAt: '2026-03-10T15:00:00.000Z',
      daysSinceApplication: 0,
      positionClosed: false,
      canFollowUp: false,
      followUpFrom: '2026-03-17T15:00:00.000Z',
      applicantFollowUpSent: false,
      interviews: [],
    };
    expect(trackedApplicationSchema.parse(application)).toEqual(application);
  });
});
