import { text, useTexts } from '@jobboard/i18n';
import { Grid } from '@jobboard/ui';
import { publicTexts } from '../../texts';
import { HomeSection } from './home-section';
import { LinkTile, type LinkTileProps } from './link-tile';

const tools: LinkTileProps[] = [
  {
    title: text('Career Advice'),
    description: text('Articles on building skills, changing careers, leadership and work-life balance.'),
    to: '/advice',
    icon: 'book',
  },
  {
    title: text('Tutorial'),
    description: text('Step-by-step guides to the platform for job seekers and employers.'),
    to: '/tutorial',
    icon: 'compass',
  },
  {
    title: text('Veterans Portal'),
    description: text('Create a profile that carries your service, skills and clearance into your next role.'),
    to: '/veteran-signup',
    icon: 'star',
  },
  {
    title: text('Employer Portal'),
    description: text('Post jobs, review candidates ranked by qualification and schedule interviews.'),
    to: '/employer-signup',
    icon: 'briefcase',
  },
];

/** Shortcuts to the rest of the platform. */
export const QuickTools = () => {
  const t = useTexts(publicTexts);
  return (
    <HomeSection id="home-quick-tools" title={t('Quick Tools')} intro={t('Jump straight to what you need.')} tone="plain">
      <Grid $min="220px" $gap="lg">
        {tools.map((tool) => (
          <LinkTile key={tool.to} {...tool} />
        ))}
      </Grid>
    </HomeSection>
  );
};

