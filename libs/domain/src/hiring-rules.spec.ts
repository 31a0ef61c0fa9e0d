import { alwaysAskedQuestions } from './application-rules';
import { applicationStatuses, pipelineStages } from '@jobboard/contracts';
import {
  coverLetterPreview,
  isRemoteLocation,
  ownScreeningQuestions,
  stageOfStatus,
  withInterviewBooked,
  withStage,
  withStatus,
} from './hiring-rules';

describe("a job's own screening questions", () => {
  it('drops blanks, repeats and any copy of the always-asked questions, keeping the order', () => {
    const mandatory = alwaysAskedQuestions[2];
    expect(ownScreeningQuestions(['  Do you have a CDL? ', '', 'do you have a cdl?', mandatory.toUpperCase(), 'Can you work nights?'])).toEqual([
      'Do you have a CDL?',
      'Can you work nights?',
    ]);
  });
});

describe('the cover letter preview', () => {
  it('keeps 100 characters and says it was cut', () => {
    const letter = 'x'.repeat(101);
    expect(coverLetterPreview(letter)).toEqual({ text: 'x'.repeat(100), truncated: true });
    expect(coverLetterPreview('short')).toEqual({ text: 'short', truncated: false });
    expect(coverLetterPreview(undefined)).toEqual({ truncated: false });
  });
});

describe('remote locations', () => {
  it('are recognised by their words, not by a place', () => {
    expect(isRemoteLocation('Remote')).toBe(true);
    expect(isRemoteLocation('Remote (US)')).toBe(true);
    expect(isRemoteLocation('Austin, TX')).toBe(false);
  });
});

describe('status and pipeline stage move together', () => {
  it('moves the stage with each status, and keeps it for an application closed without a decision', () => {
    const current = { status: 'pending', pipelineStage: 'applied' } as const;
    expect(withStatus(current, 'shortlisted')).toEqual({ status: 'shortlisted', pipelineStage: 'screening' });
    expect(withStatus(current, 'interviewing')).toEqual({ status: 'interviewing', pipelineStage: 'interview' });
    expect(withStatus(current, 'accepted')).toEqual({ status: 'accepted', pipelineStage: 'offer' });
    expect(withStatus(current, 'hired')).toEqual({ status: 'hired', pipelineStage: 'hired' });
    expect(withStatus(current, 'rejected')).toEqual({ status: 'rejected', pipelineStage: 'rejected' });
    expect(withStatus({ status: 'shortlisted', pipelineStage: 'screening' }, 'closed')).toEqual({ status: 'closed', pipelineStage: 'screening' });
  });

  it('moves the status with each stage, keeping a status that already belongs there', () => {
    expect(withStage({ status: 'pending', pipelineStage: 'applied' }, 'interview')).toEqual({ status: 'interviewing', pipelineStage: 'interview' });
    expect(withStage({ status: 'interviewing', pipelineStage: 'interview' }, 'rejected')).toEqual({ status: 'rejected', pipelineStage: 'rejected' });
    expect(withStage({ status: 'shortlisted', pipelineStage: 'screening' }, 'applied')).toEqual({ status: 'pending', pipelineStage: 'applied' });
    expect(withStage({ status: 'reviewed', pipelineStage: 'applied' }, 'applied')).toEqual({ status: 'reviewed', pipelineStage: 'applied' });
  });

  it('always lands on a pair that agrees, from any status to any stage and back', () => {
    for (const status of applicationStatuses) {
      for (const stage of pipelineStages) {
        const moved = withStage({ status, pipelineStage: stage }, stage);
        expect(stageOfStatus[moved.status]).toBe(stage);
        const set = withStatus({ status, pipelineStage: stage }, status);
        expect(stageOfStatus[set.status] ?? stage).toBe(set.pipelineStage);
      }
    }
  });

  it('moves an application to the interview stage when an interview is booked, never back from further on', () => {
    expect(withInterviewBooked({ status: 'reviewed', pipelineStage: 'applied' })).toEqual({ status: 'interviewing', pipelineStage: 'interview' });
    expect(withInterviewBooked({ status: 'shortlisted', pipelineStage: 'screening' })).toEqual({
      status: 'interviewing',
      pipelineStage: 'interview',
    });
    expect(withInterviewBooked({ status: 'accepted', pipelineStage: 'offer' })).toEqual({ status: 'accepted', pipelineStage: 'offer' });
  });
});
