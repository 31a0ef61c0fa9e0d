import { act, screen } from '@testing-library/react';
import { renderWithTheme } from './test-support/render-with-theme';
import { Toaster, ToastProvider, useToast } from './toast';

const Announcer = () => {
  const { toast } = useToast();
  return (
    <>
      <button type="button" onClick={() => toast({ title: 'Job Saved', description: 'This job has been saved to your favorites.' })}>
        First
      </button>
      <button type="button" onClick={() => toast({ title: 'Application Failed', variant: 'destructive' })}>
        Second
      </button>
    </>
  );
};

const renderToasts = () =>
  renderWithTheme(
    <ToastProvider>
      <Announcer />
      <Toaster />
    </ToastProvider>,
  );

describe('toasts', () => {
  afterEach(() => jest.useRealTimers());

  it('shows one toast at a time: a new one replaces the one on screen', async () => {
    const { user } = renderToasts();
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(screen.getByText('Job Saved')).toBeTruthy();
    expect(screen.getByText('This job has been saved to your favorites.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Second' }));
    expect(screen.queryByText('Job Saved')).toBeNull();
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByTestId('toast').getAttribute('data-variant')).toBe('destructive');
  });

  it('disappears after 5000 ms, and not before', () => {
    jest.useFakeTimers();
    renderToasts();
    act(() => screen.getByRole('button', { name: 'First' }).click());
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.queryByText('Job Saved')).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Job Saved')).toBeNull();
  });

  it('can be dismissed by its close button, and is announced politely', async () => {
    const { user } = renderToasts();
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(screen.getByRole('status').textContent).toContain('Job Saved');
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Job Saved')).toBeNull();
  });
});
