import { PageBanner, PageBody } from '@jobboard/ui';
import { Tutorial } from '../../features/tutorial';

/** Tutorial: how the platform works for job seekers and for employers. */
export const TutorialPage = () => (
  <>
    <PageBanner
      size="lg"
      eyebrow="Getting started"
      title="Platform Tutorial"
      lead="Learn how Real Opportunities works in a few minutes, whether you are looking for your next job or hiring your next great employee."
    />
    <PageBody>
      <Tutorial />
    </PageBody>
  </>
);
