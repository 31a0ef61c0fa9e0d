/**
 * The words of the screens around an account's address and password (confirm the email, forgot
 * and reset the password, the "confirm your address" notice), shared by the three portals and
 * their browser tests. What the services answer is in accountSecurityMessages.
 */
export const accountScreenTexts = {
  verifyPrompt: 'Press the button to confirm that this email address is yours.',
  verifyButton: 'Confirm my email',
  verifying: 'Confirming...',
  verifyFailedTitle: 'Could not confirm your email',
  verifiedTitle: 'Email confirmed',
  resendButton: 'Send the link again',
  resending: 'Sending...',
  sendFailed: 'Could not send the link. Please try again.',
  signIn: 'Sign in',
  forgotPasswordLink: 'Forgot password?',
  forgotPasswordLead: 'Enter the email address you sign in with. If it has an account, we email you a link to choose a new password.',
  sendResetLink: 'Email me a link',
  sendingResetLink: 'Sending...',
  resetLead: 'Choose a new password for your account. Every other session is signed out.',
  newPassword: 'New password',
  repeatPassword: 'Repeat the new password',
  passwordsDiffer: 'The two passwords are not the same.',
  savePassword: 'Save the new password',
  savingPassword: 'Saving...',
  passwordChangedTitle: 'Password changed',
  askForNewLink: 'Ask for a new link',
  linkMissing: 'This link is incomplete. Open it again from the email, or ask for a new one.',
  signUpAcceptedTitle: 'Check your email',
  unconfirmedTitle: 'Please confirm your email address',
  /** What an unconfirmed address holds back, per kind of account. */
  unconfirmedEffect: {
    jobseeker: 'Applications you send wait until you confirm it. Open the link we emailed you.',
    veteran: 'Applications you send wait until you confirm it. Open the link we emailed you.',
    employer: 'Your jobs cannot be published until you confirm it. Open the link we emailed you.',
  },
  welcomeCheckEmail: 'Your account is ready. We emailed you a link to confirm your address.',
} as const;
