export { demoCredentials } from './demo-accounts';
export { demoJobDocument, seedDemoData } from './seed-demo-data';
