/** The demo seed's data: fictional employers, real cities, realistic jobs and content. */
export { type CareerArticleCategory, type SeedCareerArticle, seedCareerArticles } from './career-articles';
export { type SeedCity, seedCities } from './cities';
export { type SeedCompany, type SeedCompanyProfile, seedCompanies } from './companies';
export { type DemoJob, generateDemoJobs, mulberry32 } from './generate-jobs';
export { type SeedInterviewQuestion, seedInterviewQuestions } from './interview-questions';
export { type JobRole, jobRoles, type JobTemplate, type RoleLevel } from './job-roles';
export { seedSubscriptionPlans } from './plans';
export { type Sector, sectors } from './sectors';
export { type DemoApplicant, type DemoHiringJob, type DemoInterview, demoApplicants, demoHiringJobs, demoInterviews } from './demo-hiring';
export { type SeedExtraCompanyProfile, seedExtraCompanyProfiles } from './company-profiles-more';
export { moreCareerArticles } from './career-articles-more';
