import { alwaysAskedQuestions } from './application-rules';
import { coverLetterPreview, isRemoteLocation, ownScreeningQuestions } from './hiring-rules';

describe('a job\'s own screening questions', () => {
  it('drops blanks, repeats and any copy of the always-asked questions, keeping the order', () => {
    const mandatory = alwaysAskedQuestions[2];
    expect(
      ownScreeningQuestions(['  Do you have a CDL? ', '', 'do you have a cdl?', mandatory.toUpperCase(), 'Can you work nights?']),
    ).toEqual(['Do you have a CDL?', 'Can you work nights?']);
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
