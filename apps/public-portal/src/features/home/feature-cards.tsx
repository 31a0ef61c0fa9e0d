import { Grid } from '@jobboard/ui';
import { HomeSection } from './home-section';
import { LinkTile, type LinkTileProps } from './link-tile';

const features: LinkTileProps[] = [
  {
    title: 'Smart Job Search',
    description: 'Filter by job type, experience, salary and distance, and spot second-chance employers at a glance.',
    to: '/jobs',
    icon: 'search',
  },
  {
    title: 'Resume Analysis',
    description: 'Upload your resume for a score out of 100 and practical feedback on keywords, formatting and content.',
    to: '/resume',
    icon: 'document',
  },
  {
    title: 'Interview Prep',
    description: 'Practise common, industry-specific and mock interview questions with the STAR method as your guide.',
    to: '/interview',
    icon: 'chat',
  },
  {
    title: 'Company Research',
    description: 'Look up an employer’s culture, benefits, values and interview process before you apply.',
    to: '/research',
    icon: 'building',
  },
];

/** The four tools the platform offers. */
export const FeatureCards = () => (
  <HomeSection
    id="home-features"
    title="Everything you need for your job search"
    intro="From the first search to the final interview, the right tool is one click away."
    tone="plain"
  >
    <Grid $min="240px" $gap="xl">
      {features.map((feature) => (
        <LinkTile key={feature.to} {...feature} />
      ))}
    </Grid>
  </HomeSection>
);
