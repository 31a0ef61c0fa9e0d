import { useTexts } from '@jobboard/i18n';
import { PageBanner } from '@jobboard/ui';
import { publicTexts } from '../../texts';

/** The page's banner: who these employers welcome, said plainly and with respect. */
export const SecondChanceHero = () => {
  const t = useTexts(publicTexts);
  return (
    <PageBanner
      size="lg"
      tone="gold"
      centered
      titleId="second-chance-title"
      eyebrow={t('Fair chance hiring')}
      title={t('Second Chance Employment')}
      lead={t(
        'Your past does not define your future. These employers welcome people with criminal records, gaps in their work history or no prior experience, and judge you on what you can do today.',
      )}
    />
  );
};
