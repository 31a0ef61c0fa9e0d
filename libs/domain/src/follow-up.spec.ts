import { applicationTrackerMessages, followUpAfterDays } from '@jobboard/contracts';
import { canFollowUp, daysSinceApplication, followUpOpensAt, followUpRefusal, followUpTemplate, isApplicationOpen, trackerSalary } from './follow-up';

const now = new Date('2026-03-10T15:00:00.000Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 60 * 60 * 1000);

describe('days since application', () => {
  it('counts whole days, 0 on the day itself', () => {
    expect(daysSinceApplication(now, now)).toBe(0);
    expect(daysSinceApplication(hoursAgo(23), now)).toBe(0);
    expect(daysSinceApplication(hoursAgo(24), now)).toBe(1);
    expect(daysSinceApplication(hoursAgo(24 * 9 + 5), now)).toBe(9);
  });

  it('reads ISO strings and never goes below 0 for a clock slightly ahead', () => {
    expect(daysSinceApplication(hoursAgo(72).toISOString(), now)).toBe(3);
    expect(daysSinceApplication(new Date(now.getTime() + 5000), now)).toBe(0);
  });
});

describe('when a follow-up can be sent', () => {
  it.each(['pending', 'reviewed', 'shortlisted', 'interviewing'] as const)('while %s and none sent yet', (status) => {
    expect(isApplicationOpen(status)).toBe(true);
    expect(canFollowUp({ status, applicantFollowUpSent: false, daysSinceApplication: 7 })).toBe(true);
    expect(followUpRefusal({ status, daysSinceApplication: 7 })).toBeUndefined();
  });

  it('once only: not after a follow-up was sent', () => {
    expect(canFollowUp({ status: 'pending', applicantFollowUpSent: true, daysSinceApplication: 9 })).toBe(false);
    expect(followUpRefusal({ status: 'pending', applicantFollowUpSent: true, daysSinceApplication: 9 })).toBe('alreadySent');
  });

  it.each(['accepted', 'hired', 'rejected'] as const)('not once the employer has decided (%s)', (status) => {
    expect(isApplicationOpen(status)).toBe(false);
    expect(canFollowUp({ status, applicantFollowUpSent: false, daysSinceApplication: 7 })).toBe(false);
    expect(followUpRefusal({ status, applicantFollowUpSent: false, daysSinceApplication: 9 })).toBe('applicationClosed');
  });

  it('names the follow-up already sent first when both apply', () => {
    expect(followUpRefusal({ status: 'rejected', applicantFollowUpSent: true, daysSinceApplication: 9 })).toBe('alreadySent');
  });
});

describe('when a follow-up is first offered', () => {
  it('never on the day of applying: from the whole day the tracker states', () => {
    expect(followUpAfterDays).toBe(7);
    expect(followUpRefusal({ status: 'pending', daysSinceApplication: 0 })).toBe('tooSoon');
    expect(followUpRefusal({ status: 'pending', daysSinceApplication: followUpAfterDays - 1 })).toBe('tooSoon');
    expect(followUpRefusal({ status: 'pending', daysSinceApplication: followUpAfterDays })).toBeUndefined();
    const appliedAt = hoursAgo(24 * followUpAfterDays);
    expect(followUpOpensAt(appliedAt)).toEqual(now);
    expect(daysSinceApplication(appliedAt, now)).toBe(followUpAfterDays);
    expect(daysSinceApplication(appliedAt, new Date(now.getTime() - 1))).toBe(followUpAfterDays - 1);
    expect(applicationTrackerMessages.followUpFrom('Mar 10, 2026')).toContain(`${followUpAfterDays} days after applying`);
  });

  it('says a closed job before a follow-up that is too soon', () => {
    expect(followUpRefusal({ status: 'pending', positionClosed: true, daysSinceApplication: 0 })).toBe('applicationClosed');
  });
});

describe('the follow-up template', () => {
  const job = { jobTitle: 'Warehouse Lead', companyName: 'Harbor Logistics' };

  it('mentions the job, the company and the days since application', () => {
    const text = followUpTemplate({ ...job, daysSinceApplication: 6, applicantName: 'Rosa Delgado' });

    expect(text).toContain('Dear Harbor Logistics Hiring Team,');
    expect(text).toContain('I applied for the Warehouse Lead position 6 days ago');
    expect(text.endsWith('Best regards,\nRosa Delgado')).toBe(true);
  });

  it('reads naturally the same day and the day after', () => {
    expect(followUpTemplate({ ...job, daysSinceApplication: 0 })).toContain('Warehouse Lead position today and');
    expect(followUpTemplate({ ...job, daysSinceApplication: 1 })).toContain('Warehouse Lead position yesterday and');
  });

  it('closes without a name when none is known', () => {
    expect(followUpTemplate({ ...job, daysSinceApplication: 2, applicantName: '  ' }).endsWith('\n\nBest regards')).toBe(true);
  });
});

describe('the tracker salary', () => {
  it('uses the salary display rules when the job gives a salary', () => {
    expect(trackerSalary({ salaryMin: 18, salaryMax: 22, salaryPeriod: 'hourly' })).toBe('$18/hr - $22/hr');
    expect(trackerSalary({ salaryMin: 45000, salaryPeriod: 'yearly' })).toBe('From $45k');
    expect(trackerSalary({ salaryMax: 60000, salaryMin: null })).toBe('Up to $60k');
  });

  it('is absent when the job gives none', () => {
    expect(trackerSalary({})).toBeUndefined();
    expect(trackerSalary({ salaryMin: null, salaryMax: null, salaryPeriod: 'yearly' })).toBeUndefined();
  });
});
