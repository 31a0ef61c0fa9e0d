import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { FileDropZone, type SelectedFile } from './file-drop-zone';
import { renderWithTheme } from './test-support/render-with-theme';

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

const Picker = ({ onSelect }: { onSelect: (files: File[]) => void }) => {
  const [files, setFiles] = useState<SelectedFile[]>([{ key: 'a', name: 'resume.pdf', sizeLabel: '120 KB' }]);
  return (
    <FileDropZone
      label="Resume"
      required
      hint="PDF, DOC or DOCX, up to 5MB"
      accept=".pdf,.doc,.docx"
      browseLabel="Choose resume"
      files={files}
      onSelect={onSelect}
      onRemove={(key) => setFiles((current) => current.filter((file) => file.key !== key))}
      error="Please upload your resume."
    />
  );
};

describe('FileDropZone', () => {
  it('reports files chosen in the file dialog, its button described by the hint and the error', () => {
    const onSelect = jest.fn();
    renderWithTheme(<Picker onSelect={onSelect} />);
    const browse = screen.getByRole('button', { name: 'Choose resume' });
    const description = (browse.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);

    fireEvent.change(document.querySelector<HTMLInputElement>('input[type="file"]')!, {
      target: { files: [pdf('cv.pdf')] },
    });

    expect(description).toEqual(['PDF, DOC or DOCX, up to 5MB', 'Please upload your resume.']);
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect.mock.calls[0][0].map((file: File) => file.name)).toEqual(['cv.pdf']);
  });

  it('reports every dropped file as one selection', () => {
    const onSelect = jest.fn();
    renderWithTheme(<Picker onSelect={onSelect} />);
    const zone = screen.getByText(/Drag and drop/).parentElement!;

    fireEvent.drop(zone, { dataTransfer: { files: [pdf('a.pdf'), pdf('b.pdf')] } });

    expect(onSelect.mock.calls[0][0].map((file: File) => file.name)).toEqual(['a.pdf', 'b.pdf']);
  });

  it('lists each chosen file with its size and a Ready badge, and removes it on request', async () => {
    const { user } = renderWithTheme(<Picker onSelect={jest.fn()} />);
    const list = screen.getByRole('list', { name: 'Resume' });
    expect(list.textContent).toContain('resume.pdf');
    expect(list.textContent).toContain('120 KB');
    expect(list.textContent).toContain('Ready');

    await user.click(screen.getByRole('button', { name: 'Remove resume.pdf' }));

    expect(screen.queryByRole('list', { name: 'Resume' })).toBeNull();
  });
});
