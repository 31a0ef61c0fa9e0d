export { demoCredentials } from './demo-accounts';
export { seedDemoData } from './seed-demo-data';
