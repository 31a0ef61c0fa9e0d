// Texts in a module of their own: the employer dashboard shows them without loading the admin schemas (and zod).

/** What the admin calls answer when they refuse, and what the employer's dashboard says about verification. */
export const adminMessages = {
  employerNotFound: 'Employer not found.',
  jobNotFound: 'Job not found.',
  accountNotFound: 'Account not found.',
  alreadyVerified: 'This employer is already verified.',
  alreadyRejected: 'This employer is already rejected.',
  jobAlreadyClosed: 'This job is already closed.',
  alreadyActive: 'This account is already active.',
  alreadyInactive: 'This account is already deactivated.',
  /** The employer dashboard, under a rejection's reason. */
  verificationAppeal:
    'To appeal, reply to your registration email or write to support@jobboard.example with your company details; an administrator will review your account again.',
} as const;
