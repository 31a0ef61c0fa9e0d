export { AttestedPractices, type AttestedPracticesProps } from './attested-practices';
export { EmployerTrustPanel, type EmployerTrustPanelProps } from './employer-trust-panel';
