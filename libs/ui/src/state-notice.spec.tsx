import { screen } from '@testing-library/react';
import { StateNotice } from './state-notice';
import { renderWithTheme } from './test-support/render-with-theme';

describe('StateNotice', () => {
  it('announces a failed load as an alert, with its heading, reason and way on', () => {
    renderWithTheme(
      <StateNotice tone="error" title="Error Loading Jobs" description="Please try again later." action={<button>Try Again</button>} />,
    );

    const alert = screen.getByRole('alert');
    expect(alert.querySelector('h2')?.textContent).toBe('Error Loading Jobs');
    expect(alert.textContent).toContain('Please try again later.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('shows an empty list quietly, at the heading level the page needs', () => {
    renderWithTheme(<StateNotice headingLevel={3} title="No Applications Yet" description="Apply to a job to see it here." />);

    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'No Applications Yet' })).toBeTruthy();
  });
});
