/**
 * Development and test tooling: the database provider (and the embedded mongo-java-server), the
 * mail catcher, stripe-mock and the supervisor of npm start. Only workspace tools and tests load
 * it; the lint boundaries keep every app and runtime lib from importing it.
 */
export * from './database-provider';
export * from './embedded-mongo';
export * from './mail-catcher';
export * from './stripe-mock';
export * from './supervisor';
