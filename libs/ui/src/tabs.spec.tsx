import { screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs } from './tabs';
import { renderWithTheme } from './test-support/render-with-theme';

type Section = 'traditional' | 'ai' | 'applications';

const AnalyzerTabs = ({ onChange }: { onChange?: (id: Section) => void }) => {
  const [value, setValue] = useState<Section>('traditional');
  return (
    <Tabs
      label="Resume tools"
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange?.(id);
      }}
      tabs={[
        { id: 'traditional', label: 'Traditional Analysis', content: <p>Upload your resume</p> },
        { id: 'ai', label: 'AI Document Analyzer', content: <p>Choose a document type</p> },
        { id: 'applications', label: 'My Applications', content: <p>No Applications Yet</p> },
      ]}
    />
  );
};

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('names the tab list and shows the selected tab with its panel', () => {
    renderWithTheme(<AnalyzerTabs />);

    expect(screen.getByRole('tablist', { name: 'Resume tools' })).toBeTruthy();
    expect(tab('Traditional Analysis').getAttribute('aria-selected')).toBe('true');
    expect(tab('AI Document Analyzer').getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel', { name: 'Traditional Analysis' });
    expect(panel.textContent).toBe('Upload your resume');
    expect(panel.getAttribute('tabindex')).toBe('0');
    expect(tab('Traditional Analysis').getAttribute('aria-controls')).toBe(panel.id);
  });

  it('keeps only the selected tab in the Tab order (roving tabindex)', async () => {
    const { user } = renderWithTheme(<AnalyzerTabs />);

    await user.tab();
    expect(document.activeElement).toBe(tab('Traditional Analysis'));
    expect(tab('AI Document Analyzer').getAttribute('tabindex')).toBe('-1');
    expect(tab('My Applications').getAttribute('tabindex')).toBe('-1');

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('when the user clicks a tab, then that tab is selected and its panel shown', async () => {
    const onChange = jest.fn();
    const { user } = renderWithTheme(<AnalyzerTabs onChange={onChange} />);

    await user.click(tab('My Applications'));

    expect(onChange).toHaveBeenCalledWith('applications');
    expect(tab('My Applications').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'My Applications' }).textContent).toBe('No Applications Yet');
    expect(screen.queryByText('Upload your resume')).toBeNull();
  });

  it('moves and selects with Right and Left, wrapping at the ends', async () => {
    const { user } = renderWithTheme(<AnalyzerTabs />);
    await user.tab();

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('AI Document Analyzer'));
    expect(tab('AI Document Analyzer').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Choose a document type');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(tab('Traditional Analysis'));

    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('My Applications'));
    expect(screen.getByRole('tabpanel', { name: 'My Applications' })).toBeTruthy();
  });

  it('jumps to the last tab with End and to the first with Home', async () => {
    const { user } = renderWithTheme(<AnalyzerTabs />);
    await user.tab();

    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('My Applications'));
    expect(tab('My Applications').getAttribute('tabindex')).toBe('0');

    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Traditional Analysis'));
    expect(tab('Traditional Analysis').getAttribute('aria-selected')).toBe('true');
  });

  it('keeps hidden panels mounted when asked, so their state survives switching', async () => {
    const { user } = renderWithTheme(<KeptTabs />);

    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'draft');
    await user.click(tab('Second'));
    await user.click(tab('First'));

    expect((screen.getByRole('textbox', { name: 'Note' }) as HTMLInputElement).value).toBe('draft');
  });
});

const KeptTabs = () => {
  const [value, setValue] = useState('first');
  return (
    <Tabs
      label="Sections"
      value={value}
      onChange={setValue}
      keepMounted
      tabs={[
        { id: 'first', label: 'First', content: <input aria-label="Note" /> },
        { id: 'second', label: 'Second', content: <p>Second panel</p> },
      ]}
    />
  );
};
