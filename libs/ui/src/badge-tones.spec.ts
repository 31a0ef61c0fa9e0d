import {
  adminStatusTone,
  employerStatusTone,
  interviewStatusTone,
  paymentStatusTone,
  pipelineStageTone,
  scoreTone,
  trackerStatusTone,
  veteranApplicationTone,
} from './badge-tones';

describe('badge tones', () => {
  it.each([
    ['active', 'default'],
    ['succeeded', 'default'],
    ['paid', 'default'],
    ['pending', 'secondary'],
    ['inactive', 'secondary'],
    ['failed', 'destructive'],
    ['canceled', 'destructive'],
  ])('a payment status of %s is shown %s', (status, tone) => {
    expect(paymentStatusTone(status)).toBe(tone);
  });

  it.each([
    ['hired', 'default'],
    ['shortlisted', 'outline'],
    ['rejected', 'destructive'],
    ['pending', 'secondary'],
    ['reviewed', 'secondary'],
    ['interviewing', 'secondary'],
  ])("a veteran's application that is %s is shown %s", (status, tone) => {
    expect(veteranApplicationTone(status)).toBe(tone);
  });

  it.each([
    ['pending', 'warning'],
    ['reviewed', 'secondary'],
    ['accepted', 'success'],
    ['rejected', 'destructive'],
    ['shortlisted', 'neutral'],
    ['something new', 'neutral'],
  ])('in the application tracker, %s is shown %s', (status, tone) => {
    expect(trackerStatusTone(status)).toBe(tone);
  });

  it('gives the four tracker statuses four different tones', () => {
    const tones = ['pending', 'reviewed', 'accepted', 'rejected'].map(trackerStatusTone);
    expect(new Set(tones).size).toBe(4);
    expect(tones).not.toContain('neutral');
  });

  it.each([
    ['pending', 'warning'],
    ['accepted', 'success'],
    ['active', 'success'],
    ['rejected', 'destructive'],
    ['interviewing', 'secondary'],
    ['inactive', 'neutral'],
  ])('on the admin dashboard, %s is shown %s', (status, tone) => {
    expect(adminStatusTone(status)).toBe(tone);
  });

  it.each([
    [100, 'success'],
    [80, 'success'],
    [79, 'warning'],
    [60, 'warning'],
    [59, 'destructive'],
    [0, 'destructive'],
  ])('a score of %p is shown %s (green, yellow, red)', (score, tone) => {
    expect(scoreTone(score)).toBe(tone);
  });

  it.each([
    ['pending', 'warning'],
    ['reviewed', 'secondary'],
    ['shortlisted', 'outline'],
    ['hired', 'success'],
    ['rejected', 'destructive'],
  ])("on the employer's lists, %s is shown %s", (status, tone) => {
    expect(employerStatusTone(status)).toBe(tone);
  });

  it('gives the five statuses an employer sets five different tones', () => {
    const tones = ['pending', 'reviewed', 'shortlisted', 'hired', 'rejected'].map(employerStatusTone);
    expect(new Set(tones).size).toBe(5);
  });

  it.each([
    ['applied', 'neutral'],
    ['screening', 'secondary'],
    ['interview', 'outline'],
    ['offer', 'warning'],
    ['hired', 'success'],
    ['rejected', 'destructive'],
  ])('the pipeline stage %s is shown %s', (stage, tone) => {
    expect(pipelineStageTone(stage)).toBe(tone);
  });

  it('gives the four interview statuses four different tones', () => {
    const statuses = ['scheduled', 'completed', 'cancelled', 'no_show'];

    expect(new Set(statuses.map(interviewStatusTone)).size).toBe(4);
    expect(interviewStatusTone('cancelled')).toBe('destructive');
  });
});
