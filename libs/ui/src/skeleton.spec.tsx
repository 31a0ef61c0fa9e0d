import { screen } from '@testing-library/react';
import { SkeletonList } from './skeleton';
import { Spinner } from './spinner';
import { renderWithTheme } from './test-support/render-with-theme';

describe('loading placeholders', () => {
  it('a skeleton list shows five hidden placeholder cards and says once what is loading', () => {
    const { container } = renderWithTheme(<SkeletonList label="Loading jobs" />);

    expect(screen.getByRole('status').textContent).toBe('Loading jobs');
    expect(container.querySelectorAll('[role="status"] > [aria-hidden="true"]')).toHaveLength(5);
  });

  it('a spinner is a status named by its label', () => {
    renderWithTheme(<Spinner label="Analyzing document" />);

    expect(screen.getByRole('status').textContent).toBe('Analyzing document');
  });
});
