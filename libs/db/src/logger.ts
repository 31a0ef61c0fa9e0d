/** The little the db lib needs of a logger; pino's and console's both fit. */
export interface DbLogger {
  info(message: string): void;
  warn(message: string): void;
}
