/** Texts more than one portal shows: the account forms' messages and the toast shape. */

export const messages = {
  invalidEmail: 'Invalid email address',
  emailsDontMatch: "Email addresses don't match",
  missingLogin: 'Please enter both email and password.',
  invalidCredentials: 'Invalid email or password.',
  invalidAdminCredentials: 'Invalid username or password.',
  tooManyLoginAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  crossSiteRequest: 'This request came from another site and was refused.',
  emailTaken: 'An account with this email already exists.',
  missingSignupInfo: 'Please fill in your name and email address.',
  /** Beside a text field holding control or text-direction characters (pasted, or sent by a script). */
  invisibleCharacters: 'must not contain control or text-direction characters',
  webAddressOnly: 'must be a web address starting with http:// or https://',
  tooManyApplications: 'Too many applications from your network. Please wait a few minutes and try again.',
  tooManyAnalyses: 'Too many documents analyzed from your network. Please wait a few minutes and try again.',
  /** The newsletter and job alerts: each sends an email to the address given. */
  tooManyEmailSignups: 'Too many email sign-ups from your network. Please wait a while and try again.',
  databaseUnavailable: 'We cannot reach our database right now. Please try again in a few seconds.',
  /** The edge: the service of a path is down (502), or took longer than the edge waits (504). */
  serviceUnavailable: 'This part of the site is not available right now. Please try again in a moment.',
  gatewayTimeout: 'This part of the site took too long to answer. Please try again in a moment.',
  /** public-api sheds applications past what it can take at once (503 with Retry-After). */
  applicationsBusy: 'Many people are applying right now. Please try again in a few seconds.',
  /** Any service past the requests it works on at once (503 with Retry-After). */
  serviceBusy: 'The site is very busy right now. Please try again in a moment.',
} as const;

/** A title and a message: the toast the browser shows and the `{ message }` the server answers. */
export interface TitledMessage {
  title: string;
  message: string;
}
