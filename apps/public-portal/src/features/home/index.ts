export { FeatureCards } from './feature-cards';
export { GetStarted } from './get-started';
export { HomeHero } from './home-hero';
export { QuickTools } from './quick-tools';
export { SecondChanceBand } from './second-chance-band';
export { StatsBand } from './stats-band';
