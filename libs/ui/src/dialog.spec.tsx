import { screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { renderWithTheme } from './test-support/render-with-theme';

const FollowUp = ({ onClose }: { onClose?: () => void }) => {
  const [open, setOpen] = useState(false);
  const handleClose = () => {
    setOpen(false);
    onClose?.();
  };
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)}>
        Follow Up
      </Button>
      <Dialog
        open={open}
        onClose={handleClose}
        title="Send Follow-up"
        description="Remind the employer of your application."
        footer={
          <>
            <Button type="button" $variant="outline" onClick={handleClose}>
              Cancel
            </Button>
            <Button type="button">Send Follow-up</Button>
          </>
        }
      >
        <label>
          Message
          <textarea defaultValue="Hello" />
        </label>
      </Dialog>
    </>
  );
};

const openFollowUp = async (onClose?: () => void) => {
  const rendered = renderWithTheme(<FollowUp onClose={onClose} />);
  await rendered.user.click(screen.getByRole('button', { name: 'Follow Up' }));
  return rendered;
};

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    renderWithTheme(<FollowUp />);

    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('when opened, then it is a modal dialog named by its title and described by its description, in a portal', async () => {
    const { container } = await openFollowUp();

    const dialog = screen.getByRole('dialog', { name: 'Send Follow-up' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('Remind the employer of your application.').id);
    expect(container.contains(dialog)).toBe(false);
    expect(document.body.contains(dialog)).toBe(true);
  });

  it('moves focus to the first control of its content on open', async () => {
    await openFollowUp();

    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Message' }));
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openFollowUp();
    const message = screen.getByRole('textbox', { name: 'Message' });
    const close = screen.getByRole('button', { name: 'Close' });

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send Follow-up' }));
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(message);

    await user.tab({ shift: true });
    expect(document.activeElement).toBe(close);
  });

  it('when the user presses Escape, then it closes and focus returns to the button that opened it', async () => {
    const onClose = jest.fn();
    const { user } = await openFollowUp(onClose);

    await user.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Follow Up' }));
  });

  it('closes with its Close button', async () => {
    const onClose = jest.fn();
    const { user } = await openFollowUp(onClose);

    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Follow Up' }));
  });

  it('closes on a click on the overlay, but not on a click inside the dialog', async () => {
    const onClose = jest.fn();
    const { user } = await openFollowUp(onClose);

    await user.click(screen.getByText('Remind the employer of your application.'));
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByTestId('dialog-overlay'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('locks page scrolling while open and restores it on close', async () => {
    document.body.style.overflow = 'auto';
    const { user } = await openFollowUp();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('focuses the element given as initialFocusRef', async () => {
    const WithInitialFocus = () => {
      const sendRef = useRef<HTMLButtonElement>(null);
      return (
        <Dialog open onClose={() => undefined} title="Confirm" initialFocusRef={sendRef} footer={<Button ref={sendRef}>Send</Button>}>
          <input aria-label="Notes" />
        </Dialog>
      );
    };
    renderWithTheme(<WithInitialFocus />);

    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send' }));
  });

  it('with nothing to focus but Close, focuses Close and keeps Tab there', async () => {
    const { user } = renderWithTheme(
      <Dialog open onClose={() => undefined} title="Job not found.">
        <p>It may have been removed.</p>
      </Dialog>,
    );

    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });
});
