export { BenefitCards } from './benefit-cards';
export { SecondChanceHero } from './second-chance-hero';
export { SecondChanceJobList } from './second-chance-job-list';
export { SecondChanceSearch } from './second-chance-search';
export { useSecondChanceFilters } from './use-second-chance-filters';
