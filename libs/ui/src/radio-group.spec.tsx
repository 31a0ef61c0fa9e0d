import { screen } from '@testing-library/react';
import { useState } from 'react';
import { RadioGroup } from './radio-group';
import { renderWithTheme } from './test-support/render-with-theme';

type DocumentType = 'resume' | 'cover_letter' | 'portfolio';

const DocumentTypeChoice = ({ error }: { error?: string }) => {
  const [value, setValue] = useState<DocumentType | ''>('');
  return (
    <RadioGroup
      label="Document type"
      name="documentType"
      value={value}
      onChange={setValue}
      error={error}
      required
      options={[
        { value: 'resume', label: 'Resume' },
        { value: 'cover_letter', label: 'Cover letter' },
        { value: 'portfolio', label: 'Portfolio', disabled: true },
      ]}
    />
  );
};

describe('RadioGroup', () => {
  it('is a group named by its legend, with one named radio per option', () => {
    renderWithTheme(<DocumentTypeChoice />);

    expect(screen.getByRole('group', { name: 'Document type' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('name'))).toEqual(['documentType', 'documentType', 'documentType']);
    expect((screen.getByRole('radio', { name: 'Resume' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('radio', { name: 'Portfolio' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('when the user picks an option, then it becomes the checked one', async () => {
    const { user } = renderWithTheme(<DocumentTypeChoice />);

    await user.click(screen.getByRole('radio', { name: 'Cover letter' }));
    expect((screen.getByRole('radio', { name: 'Cover letter' }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByText('Resume'));
    expect((screen.getByRole('radio', { name: 'Resume' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Cover letter' }) as HTMLInputElement).checked).toBe(false);
  });

  it('shows its error as an alert that describes the group and marks the radios invalid', () => {
    renderWithTheme(<DocumentTypeChoice error="Choose a document type" />);

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Choose a document type');
    expect(screen.getByRole('group', { name: 'Document type' }).getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.getByRole('radio', { name: 'Resume' }).getAttribute('aria-invalid')).toBe('true');
  });
});
