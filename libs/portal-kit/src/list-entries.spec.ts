import { addListEntry } from './list-entries';

describe('addListEntry', () => {
  it('adds what was typed, trimmed, at the end', () => {
    expect(addListEntry(['Forklift certified'], '  CDL Class A ')).toEqual(['Forklift certified', 'CDL Class A']);
  });

  it('ignores a blank entry and never changes the list it was given', () => {
    const entries = ['Night shifts'];
    const next = addListEntry(entries, '   ');
    expect(next).toEqual(['Night shifts']);
    expect(next).not.toBe(entries);
  });
});
