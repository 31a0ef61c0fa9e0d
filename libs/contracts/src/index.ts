export * from './enums';
export * from './common';
export * from './entities';
export * from './requests';
export * from './routes';
export * from './pages';
export * from './plans';
export * from './application-tracking';
