import { interviewMessages } from '@jobboard/contracts';
import { interviewRebooks, interviewStatusChangeProblem } from './interview-status';

const start = new Date('2026-12-01T15:00:00Z');
const before = new Date('2026-12-01T14:59:00Z');
const after = new Date('2026-12-01T15:30:00Z');

describe('interview status changes', () => {
  it('marks an interview completed or no-show only once it has started', () => {
    expect(interviewStatusChangeProblem({ from: 'scheduled', to: 'completed', start, now: before })).toBe(interviewMessages.notStartedYet);
    expect(interviewStatusChangeProblem({ from: 'scheduled', to: 'no_show', start, now: before })).toBe(interviewMessages.notStartedYet);
    expect(interviewStatusChangeProblem({ from: 'scheduled', to: 'completed', start, now: start })).toBeUndefined();
    expect(interviewStatusChangeProblem({ from: 'scheduled', to: 'no_show', start, now: after })).toBeUndefined();
  });

  it('keeps a cancelled interview cancelled, and corrects a past one between completed and no-show instead of cancelling it', () => {
    for (const to of ['scheduled', 'completed', 'no_show'] as const) {
      expect(interviewStatusChangeProblem({ from: 'cancelled', to, start, now: after })).toBe(interviewMessages.cancelledIsFinal);
    }
    expect(interviewStatusChangeProblem({ from: 'completed', to: 'no_show', start, now: after })).toBeUndefined();
    expect(interviewStatusChangeProblem({ from: 'no_show', to: 'cancelled', start, now: after })).toBe(interviewMessages.pastIsNotCancelled);
    expect(interviewStatusChangeProblem({ from: 'scheduled', to: 'cancelled', start, now: before })).toBeUndefined();
  });

  it('treats a move back to scheduled as a new booking, so the slot rules run again', () => {
    expect(interviewStatusChangeProblem({ from: 'completed', to: 'scheduled', start, now: after })).toBeUndefined();
    expect(interviewRebooks('completed', 'scheduled')).toBe(true);
    expect(interviewRebooks('no_show', 'scheduled')).toBe(true);
    expect(interviewRebooks('scheduled', 'scheduled')).toBe(false);
    expect(interviewRebooks('scheduled', 'completed')).toBe(false);
  });
});
