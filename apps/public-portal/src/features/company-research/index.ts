export { CompanyResearch } from './company-research';
