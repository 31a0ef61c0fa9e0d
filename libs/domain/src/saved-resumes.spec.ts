import { savedResumesLimit } from '@jobboard/contracts';
import { freeResumeSlot, preselectedResumeId } from './saved-resumes';

describe('freeResumeSlot', () => {
  it('gives the lowest free slot', () => {
    expect(freeResumeSlot([])).toBe(0);
    expect(freeResumeSlot([0, 1, 3])).toBe(2);
  });

  it('gives none when every slot up to the limit is taken', () => {
    expect(freeResumeSlot(Array.from({ length: savedResumesLimit }, (_, slot) => slot))).toBeUndefined();
    expect(freeResumeSlot([0, 1], 2)).toBeUndefined();
  });
});

describe('preselectedResumeId', () => {
  const older = { id: 'a', sha256: 'aaa', uploadedAt: new Date('2026-01-01T00:00:00Z') };
  const newer = { id: 'b', sha256: 'bbb', uploadedAt: new Date('2026-02-01T00:00:00Z') };

  it('picks the resume the last application carried, even when a newer one is saved', () => {
    expect(preselectedResumeId([newer, older], 'aaa')).toBe('a');
  });

  it('picks the newest saved resume when the last application used none of them', () => {
    expect(preselectedResumeId([older, newer], 'zzz')).toBe('b');
    expect(preselectedResumeId([older, newer])).toBe('b');
  });

  it('picks nothing when nothing is saved', () => {
    expect(preselectedResumeId([], 'aaa')).toBeUndefined();
  });
});
