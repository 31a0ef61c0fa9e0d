import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { Callout } from './callout';
import { Columns } from './columns';
import { DetailList } from './detail-list';
import { FieldGroup } from './field-group';
import { IconCircle } from './icon-circle';
import { PageBanner } from './page-banner';
import { PageBody } from './page-body';
import { PageIntro } from './page-intro';
import { phoneStyleOf } from './test-support/css-rules';
import { renderWithTheme } from './test-support/render-with-theme';
import { Text } from './text';
import { theme } from './theme';

describe('Text', () => {
  it('has no margin and inherits its colour, size and weight unless told', () => {
    renderWithTheme(
      <div style={{ color: 'rgb(1, 2, 3)' }}>
        <Text>Plain</Text>
      </div>,
    );

    const style = getComputedStyle(screen.getByText('Plain'));
    expect([style.marginTop, style.marginBottom]).toEqual(['0px', '0px']);
    // Nothing of its own: the colour comes from around it (jsdom inherits only colours).
    expect([style.color, style.fontSize, style.fontWeight]).toEqual(['rgb(1, 2, 3)', '', '']);
  });

  it('takes a theme colour, size and weight, and clips after a number of lines', () => {
    renderWithTheme(
      <Text $tone="textMuted" $size="sm" $weight="bold" $lines={2}>
        Muted
      </Text>,
    );

    const style = getComputedStyle(screen.getByText('Muted'));
    expect([style.color, style.fontSize, style.fontWeight]).toEqual(['rgb(79, 91, 109)', theme.font.size.sm, String(theme.font.weight.bold)]);
    expect(style.overflow).toBe('hidden');
  });

  it('renders a heading `as` tells, named by its text', () => {
    renderWithTheme(
      <Text as="h3" $size="lg" $tone="brandStrong">
        Warehouse Associate
      </Text>,
    );

    const heading = screen.getByRole('heading', { level: 3, name: 'Warehouse Associate' });
    expect(getComputedStyle(heading).fontSize).toBe(theme.font.size.lg);
  });
});

describe('PageBanner', () => {
  it("holds the page's h1, with the eyebrow over it and the lead under it", () => {
    renderWithTheme(<PageBanner eyebrow="Getting started" title="Platform Tutorial" lead="Learn how it works." />);

    expect(screen.getByRole('heading', { level: 1, name: 'Platform Tutorial' })).toBeTruthy();
    expect(screen.getByText('Getting started').tagName).toBe('P');
    expect(screen.getByText('Learn how it works.').tagName).toBe('P');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('with a title id, is a region named by its title and holds what follows the lead', () => {
    renderWithTheme(
      <PageBanner titleId="jobs-title" title="Jobs in Austin, TX">
        <form role="search" aria-label="Search jobs" />
      </PageBanner>,
    );

    const region = screen.getByRole('region', { name: 'Jobs in Austin, TX' });
    expect(region.tagName).toBe('SECTION');
    expect(region.contains(screen.getByRole('search', { name: 'Search jobs' }))).toBe(true);
  });
});

describe('PageIntro', () => {
  it("holds the page's h1 and lead, and names its actions' navigation when told", () => {
    renderWithTheme(<PageIntro title="Billing" lead="Your plan and payments." actionsLabel="Billing pages" actions={<a href="/plans">Plans</a>} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Billing' })).toBeTruthy();
    expect(screen.getByText('Your plan and payments.')).toBeTruthy();
    const actions = screen.getByRole('navigation', { name: 'Billing pages' });
    expect(actions.contains(screen.getByRole('link', { name: 'Plans' }))).toBe(true);
    expect(phoneStyleOf(actions).width).toBe('100%');
  });

  it('lets a view move the focus to its title', () => {
    const titleRef = createRef<HTMLHeadingElement>();
    renderWithTheme(<PageIntro title="Edit Profile" titleRef={titleRef} />);

    titleRef.current?.focus();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Edit Profile' }));
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('PageBody', () => {
  it('leaves room under the page, and with a gap flows its parts one under the other', () => {
    renderWithTheme(<PageBody data-testid="body" $gap="xl" />);

    const style = getComputedStyle(screen.getByTestId('body'));
    expect(style.paddingBottom).toBe(theme.space.xxxl);
    expect([style.display, style.flexDirection, style.gap]).toEqual(['flex', 'column', theme.space.xl]);
  });
});

describe('Columns', () => {
  it('sets two equal columns unless told, and one column on phones', () => {
    renderWithTheme(
      <>
        <Columns data-testid="pair" />
        <Columns data-testid="main-and-side" $columns="minmax(0, 1fr) 340px" $gap="xl" $align="start" />
      </>,
    );

    const pair = screen.getByTestId('pair');
    expect([getComputedStyle(pair).gridTemplateColumns, getComputedStyle(pair).gap]).toEqual(['repeat(2, minmax(0, 1fr))', theme.space.md]);
    const side = getComputedStyle(screen.getByTestId('main-and-side'));
    expect([side.gridTemplateColumns, side.gap, side.alignItems]).toEqual(['minmax(0, 1fr) 340px', theme.space.xl, 'start']);
    expect(phoneStyleOf(pair)['grid-template-columns']).toBe('minmax(0, 1fr)');
  });
});

describe('Callout', () => {
  it('tints by its tone, with a border or a bar of a theme colour when told', () => {
    renderWithTheme(
      <>
        <Callout data-testid="neutral" />
        <Callout data-testid="warning" $tone="warning" $bordered />
        <Callout data-testid="note" $bar="gold" />
      </>,
    );

    const neutral = getComputedStyle(screen.getByTestId('neutral'));
    expect([neutral.backgroundColor, neutral.padding, neutral.borderRadius]).toEqual(['rgb(244, 246, 250)', theme.space.md, theme.radius.md]);
    const warning = getComputedStyle(screen.getByTestId('warning'));
    expect([warning.backgroundColor, warning.border]).toEqual(['rgb(253, 243, 215)', '1px solid rgb(138, 90, 0)']);
    expect(getComputedStyle(screen.getByTestId('note')).borderLeft).toBe('4px solid rgb(201, 154, 46)');
  });
});

describe('IconCircle', () => {
  it('is a circle of the size told, navy on pale blue unless told', () => {
    renderWithTheme(
      <>
        <IconCircle data-testid="icon" />
        <IconCircle data-testid="initial" $size={32} $tone="brand">
          A
        </IconCircle>
      </>,
    );

    const icon = getComputedStyle(screen.getByTestId('icon'));
    expect([icon.width, icon.height, icon.borderRadius, icon.backgroundColor]).toEqual(['48px', '48px', theme.radius.round, 'rgb(232, 238, 249)']);
    const initial = getComputedStyle(screen.getByTestId('initial'));
    expect([initial.width, initial.backgroundColor, initial.color]).toEqual(['32px', 'rgb(29, 58, 110)', 'rgb(255, 255, 255)']);
  });
});

describe('DetailList', () => {
  it('sets labels beside their values, on a grey panel when told', () => {
    renderWithTheme(
      <DetailList data-testid="list" $panel $size="sm">
        <dt>Email</dt>
        <dd>pat@example.com</dd>
      </DetailList>,
    );

    const list = getComputedStyle(screen.getByTestId('list'));
    expect([list.display, list.padding, list.backgroundColor, list.fontSize]).toEqual([
      'grid',
      theme.space.lg,
      'rgb(244, 246, 250)',
      theme.font.size.sm,
    ]);
    expect(getComputedStyle(screen.getByText('Email')).color).toBe('rgb(79, 91, 109)');
    expect(screen.getByRole('definition').textContent).toBe('pat@example.com');
  });
});

describe('FieldGroup', () => {
  it("is a group named by its legend, the legend set as the part's heading", () => {
    renderWithTheme(
      <FieldGroup>
        <legend>Personal Information</legend>
        <input aria-label="Name" />
      </FieldGroup>,
    );

    expect(screen.getByRole('group', { name: 'Personal Information' })).toBeTruthy();
    const legend = getComputedStyle(screen.getByText('Personal Information'));
    expect([legend.fontSize, legend.color]).toEqual([theme.font.size.md, 'rgb(20, 42, 82)']);
  });
});
