import { FeatureCards, GetStarted, HomeHero, QuickTools, SecondChanceBand, StatsBand } from '../../features/home';

/** Home: search, what the platform offers, and the ways in. */
export const HomePage = () => (
  <>
    <HomeHero />
    <FeatureCards />
    <StatsBand />
    <SecondChanceBand />
    <GetStarted />
    <QuickTools />
  </>
);
