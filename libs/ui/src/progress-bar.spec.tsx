import { screen } from '@testing-library/react';
import { ProgressBar } from './progress-bar';
import { renderWithTheme } from './test-support/render-with-theme';

describe('ProgressBar', () => {
  it('is a progress bar named by its label, with its value between 0 and 100', () => {
    renderWithTheme(<ProgressBar value={42.6} label="Tutorial progress" />);

    const bar = screen.getByRole('progressbar', { name: 'Tutorial progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('43');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
  });

  it.each([
    [-5, '0'],
    [140, '100'],
    [Number.NaN, '0'],
  ])('clamps %p to %p', (value, expected) => {
    renderWithTheme(<ProgressBar value={value} label="Overall score" />);

    expect(screen.getByRole('progressbar', { name: 'Overall score' }).getAttribute('aria-valuenow')).toBe(expected);
  });

  it('reads out a value text when given one', () => {
    renderWithTheme(<ProgressBar value={43} label="Tutorial progress" valueText="Step 3 of 7" />);

    expect(screen.getByRole('progressbar', { name: 'Tutorial progress' }).getAttribute('aria-valuetext')).toBe('Step 3 of 7');
  });
});
