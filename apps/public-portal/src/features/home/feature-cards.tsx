import { text, useTexts } from '@jobboard/i18n';
import { Grid } from '@jobboard/ui';
import { publicTexts } from '../../texts';
import { HomeSection } from './home-section';
import { LinkTile, type LinkTileProps } from './link-tile';

const features: LinkTileProps[] = [
  {
    title: text('Smart Job Search'),
    description: text('Filter by job type, experience, salary and distance, and spot second-chance employers at a glance.'),
    to: '/jobs',
    icon: 'search',
  },
  {
    title: text('Resume Analysis'),
    description: text('Upload your resume for a score out of 100 and practical feedback on keywords, formatting and content.'),
    to: '/resume',
    icon: 'document',
  },
  {
    title: text('Interview Prep'),
    description: text('Practise common, industry-specific and mock interview questions with the STAR method as your guide.'),
    to: '/interview',
    icon: 'chat',
  },
  {
    title: text('Company Research'),
    description: text('Look up an employer’s culture, benefits, values and interview process before you apply.'),
    to: '/research',
    icon: 'building',
  },
];

/** The four tools the platform offers. */
export const FeatureCards = () => {
  const t = useTexts(publicTexts);
  return (
    <HomeSection
      id="home-features"
      title={t('Everything you need for your job search')}
      intro={t('From the first search to the final interview, the right tool is one click away.')}
      tone="plain"
    >
      <Grid $min="240px" $gap="xl">
        {features.map((feature) => (
          <LinkTile key={feature.to} {...feature} />
        ))}
      </Grid>
    </HomeSection>
  );
};

