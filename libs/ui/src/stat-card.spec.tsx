import { screen } from '@testing-library/react';
import { StatCard } from './stat-card';
import { renderWithTheme } from './test-support/render-with-theme';

describe('StatCard', () => {
  it('is a group named by its label that shows the figure', () => {
    renderWithTheme(<StatCard label="Active Jobs" value={3} icon="briefcase" />);

    const card = screen.getByRole('group', { name: 'Active Jobs' });
    expect(card.textContent).toBe('Active Jobs3');
    expect(card.getAttribute('aria-busy')).toBeNull();
  });

  it('says it is loading instead of showing a figure', () => {
    renderWithTheme(<StatCard label="Total Views" value={120} loading />);

    const card = screen.getByRole('group', { name: 'Total Views' });
    expect(card.getAttribute('aria-busy')).toBe('true');
    expect(card.textContent).toBe('Total ViewsLoading');
  });
});
