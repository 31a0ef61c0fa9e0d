import { Grid } from '@jobboard/ui';
import { HomeSection } from './home-section';
import { LinkTile, type LinkTileProps } from './link-tile';

const tools: LinkTileProps[] = [
  {
    title: 'Career Advice',
    description: 'Articles on building skills, changing careers, leadership and work-life balance.',
    to: '/advice',
    icon: 'book',
  },
  {
    title: 'Tutorial',
    description: 'Step-by-step guides to the platform for job seekers and employers.',
    to: '/tutorial',
    icon: 'compass',
  },
  {
    title: 'Veterans Portal',
    description: 'Create a profile that carries your service, skills and clearance into your next role.',
    to: '/veteran-signup',
    icon: 'star',
  },
  {
    title: 'Employer Portal',
    description: 'Post jobs, review candidates ranked by qualification and schedule interviews.',
    to: '/employer-signup',
    icon: 'briefcase',
  },
];

/** Shortcuts to the rest of the platform. */
export const QuickTools = () => (
  <HomeSection id="home-quick-tools" title="Quick Tools" intro="Jump straight to what you need." tone="plain">
    <Grid $min="220px" $gap="lg">
      {tools.map((tool) => (
        <LinkTile key={tool.to} {...tool} />
      ))}
    </Grid>
  </HomeSection>
);
