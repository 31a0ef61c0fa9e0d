import { PageBanner } from '@jobboard/ui';

/** The page's banner: who these employers welcome, said plainly and with respect. */
export const SecondChanceHero = () => (
  <PageBanner
    size="lg"
    tone="gold"
    centered
    titleId="second-chance-title"
    eyebrow="Fair chance hiring"
    title="Second Chance Employment"
    lead="Your past does not define your future. These employers welcome people with criminal records, gaps in their work history or no prior experience, and judge you on what you can do today."
  />
);
