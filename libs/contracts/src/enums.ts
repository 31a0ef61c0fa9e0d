/**
 * Every enumerated value of the product, defined once. Stored values are
 * lower-case codes; the labels shown on screens live beside them.
 * One module per domain, so a page that shows a job's labels does not download the
 * languages or the billing codes: the bundler keeps or drops a module as a whole.
 */
export * from './enums/roles';
export * from './enums/jobs';
export * from './enums/applications';
export * from './enums/employers';
export * from './enums/billing';
export * from './enums/veterans';
export * from './enums/job-seekers';
export * from './enums/languages';
export * from './enums/tools';
