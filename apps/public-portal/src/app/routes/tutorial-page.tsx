import { useTexts } from '@jobboard/i18n';
import { PageBanner, PageBody } from '@jobboard/ui';
import { Tutorial } from '../../features/tutorial';
import { publicTexts } from '../../texts';

/** Tutorial: how the platform works for job seekers and for employers. */
export const TutorialPage = () => {
  const t = useTexts(publicTexts);
  return (
    <>
      <PageBanner
        size="lg"
        eyebrow={t('Getting started')}
        title={t('Platform Tutorial')}
        lead={t(
          'Learn how Real Opportunities works in a few minutes, whether you are looking for your next job or hiring your next great employee.',
        )}
      />
      <PageBody>
        <Tutorial />
      </PageBody>
    </>
  );
};
