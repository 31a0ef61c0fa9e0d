import { screen } from '@testing-library/react';
import { useState } from 'react';
import { ListEntryField } from './list-entry-field';
import { renderWithTheme } from './test-support/render-with-theme';

const trimmedNonBlank = (entries: readonly string[], typed: string) => (typed.trim() ? [...entries, typed.trim()] : [...entries]);

const Deployments = ({ onSubmit }: { onSubmit: () => void }) => {
  const [entries, setEntries] = useState<string[]>([]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <ListEntryField
        label="Deployments"
        entryName="deployment"
        name="deployments"
        hint="Press Enter or Add after each deployment."
        entries={entries}
        addEntry={trimmedNonBlank}
        onChange={setEntries}
      />
    </form>
  );
};

const chips = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('ListEntryField', () => {
  it('adds what was typed with Enter, by the caller’s rule, without submitting the form', async () => {
    const onSubmit = jest.fn();
    const { user } = renderWithTheme(<Deployments onSubmit={onSubmit} />);
    const input = screen.getByRole('textbox', { name: 'Deployments' });

    await user.type(input, '  Iraq 2007  {Enter}');
    await user.type(input, '   {Enter}');

    expect(chips()).toEqual(['Iraq 2007']);
    expect((input as HTMLInputElement).value).toBe('');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds with the Add button and removes only the chosen copy of a repeated entry', async () => {
    const { user } = renderWithTheme(<Deployments onSubmit={jest.fn()} />);
    const input = screen.getByRole('textbox', { name: 'Deployments' });
    for (const entry of ['Kuwait', 'Kosovo', 'Kuwait']) {
      await user.type(input, entry);
      await user.click(screen.getByRole('button', { name: 'Add deployment' }));
    }

    await user.click(screen.getAllByRole('button', { name: 'Remove Kuwait' })[1]);

    expect(chips()).toEqual(['Kuwait', 'Kosovo']);
    expect(document.activeElement).toBe(input);
  });

  it('marks a required list and announces it as required, its name unchanged', () => {
    renderWithTheme(
      <ListEntryField label="Benefits" entryName="benefit" name="benefits" required entries={[]} addEntry={trimmedNonBlank} onChange={jest.fn()} />,
    );

    const input = screen.getByRole('textbox', { name: 'Benefits' });
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });
});
