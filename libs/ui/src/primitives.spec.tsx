import { screen } from '@testing-library/react';
import { Card, Cluster, NoticeCard, Section, Stack } from './primitives';
import { phoneStyleOf } from './test-support/css-rules';
import { renderWithTheme } from './test-support/render-with-theme';
import { theme } from './theme';

describe('Stack', () => {
  it('puts its children one under the other, a theme space apart (lg unless told)', () => {
    renderWithTheme(
      <>
        <Stack data-testid="default" />
        <Stack data-testid="xs" $gap="xs" $align="start" />
      </>,
    );

    const stack = getComputedStyle(screen.getByTestId('default'));
    expect([stack.display, stack.flexDirection, stack.gap]).toEqual(['flex', 'column', theme.space.lg]);
    expect(stack.alignItems).toBe('');
    const small = getComputedStyle(screen.getByTestId('xs'));
    expect([small.gap, small.alignItems]).toEqual([theme.space.xs, 'flex-start']);
  });

  it('renders the element `as` names, and as a list drops the bullets and indent', () => {
    renderWithTheme(
      <Stack as="ul" $gap="sm" aria-label="Steps">
        <li>One</li>
      </Stack>,
    );

    const list = screen.getByRole('list', { name: 'Steps' });
    expect(list.tagName).toBe('UL');
    const style = getComputedStyle(list);
    expect([style.listStyle, style.paddingLeft, style.marginTop, style.gap]).toEqual(['none', '0px', '0px', theme.space.sm]);
  });

  it('leaves a div its own margins (the list reset is for lists only)', () => {
    renderWithTheme(<Stack data-testid="stack" style={{ margin: '5px' }} />);

    expect(getComputedStyle(screen.getByTestId('stack')).marginTop).toBe('5px');
    expect(getComputedStyle(screen.getByTestId('stack')).listStyle).toBe('');
  });
});

describe('Cluster', () => {
  it('wraps its children in rows a theme space apart (sm unless told), as tall as their row', () => {
    renderWithTheme(<Cluster data-testid="cluster" />);

    const style = getComputedStyle(screen.getByTestId('cluster'));
    expect([style.display, style.flexWrap, style.gap]).toEqual(['flex', 'wrap', theme.space.sm]);
    expect([style.alignItems, style.justifyContent]).toEqual(['', '']);
  });

  it('takes its row gap, alignment, justification and wrapping from its props', () => {
    renderWithTheme(<Cluster data-testid="cluster" $gap="lg" $rowGap="xs" $align="start" $justify="between" $nowrap />);

    const style = getComputedStyle(screen.getByTestId('cluster'));
    expect(style.gap).toBe(`${theme.space.xs} ${theme.space.lg}`);
    expect([style.alignItems, style.justifyContent, style.flexWrap]).toEqual(['flex-start', 'space-between', 'nowrap']);
  });
});

describe('Cluster on phones', () => {
  it('shares the row between its children only when told to', () => {
    renderWithTheme(
      <>
        <Cluster data-testid="fill" $fillOnPhone>
          <button type="button">Edit</button>
        </Cluster>
        <Cluster data-testid="plain">
          <button type="button">Close</button>
        </Cluster>
      </>,
    );

    expect(phoneStyleOf(screen.getByRole('button', { name: 'Edit' })).flex).toBe('1');
    expect(phoneStyleOf(screen.getByRole('button', { name: 'Close' })).flex).toBeUndefined();
  });
});

describe('Section', () => {
  it('is a section whose heading takes the gap as its spacing and the section heading size', () => {
    renderWithTheme(
      <Section aria-labelledby="title" $gap="md">
        <h2 id="title">Invoices</h2>
        <p>None yet.</p>
      </Section>,
    );

    const section = screen.getByRole('region', { name: 'Invoices' });
    expect(section.tagName).toBe('SECTION');
    expect(getComputedStyle(section).gap).toBe(theme.space.md);
    const heading = getComputedStyle(screen.getByRole('heading', { name: 'Invoices' }));
    expect([heading.marginTop, heading.marginBottom, heading.fontSize]).toEqual(['0px', '0px', theme.font.size.xl]);
  });
});

describe('Card', () => {
  it('is a section framed by the theme: surface, border, large radius, card shadow, xl padding', () => {
    renderWithTheme(<Card aria-label="Plan">Basic</Card>);

    const card = screen.getByRole('region', { name: 'Plan' });
    expect(card.tagName).toBe('SECTION');
    const style = getComputedStyle(card);
    expect(style.backgroundColor).toBe('rgb(255, 255, 255)');
    expect(style.borderRadius).toBe(theme.radius.lg);
    expect(style.boxShadow).toBe(theme.shadow.card);
    expect(style.border).toBe('1px solid rgb(213, 219, 229)');
    expect(style.padding).toBe(theme.space.xl);
    expect(style.display).not.toBe('flex');
  });

  it('renders the element `as` names (an article of a list)', () => {
    renderWithTheme(<Card as="article" aria-label="A job" />);

    expect(screen.getByRole('article', { name: 'A job' }).tagName).toBe('ARTICLE');
  });

  it('pads one theme step less on phones', () => {
    renderWithTheme(
      <>
        <Card data-testid="xl" />
        <Card data-testid="xxl" $padding="xxl" />
        <Card data-testid="lg" $padding="lg" />
      </>,
    );

    expect(getComputedStyle(screen.getByTestId('xxl')).padding).toBe(theme.space.xxl);
    expect(phoneStyleOf(screen.getByTestId('xxl')).padding).toBe(theme.space.xl);
    expect(phoneStyleOf(screen.getByTestId('xl')).padding).toBe(theme.space.lg);
    expect(phoneStyleOf(screen.getByTestId('lg')).padding).toBe(theme.space.md);
  });

  it('with a gap, flows its children one under the other', () => {
    renderWithTheme(<Card data-testid="card" $gap="md" />);

    const style = getComputedStyle(screen.getByTestId('card'));
    expect([style.display, style.flexDirection, style.gap]).toEqual(['flex', 'column', theme.space.md]);
  });
});

describe('NoticeCard', () => {
  it('is the card frame, centred, with the widest padding', () => {
    renderWithTheme(<NoticeCard aria-label="Not found" />);

    const style = getComputedStyle(screen.getByRole('region', { name: 'Not found' }));
    expect([style.padding, style.textAlign, style.boxShadow]).toEqual([theme.space.xxl, 'center', theme.shadow.card]);
  });
});
