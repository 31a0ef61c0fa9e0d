export { accountPages, pageTitle, type AccountPages } from './account-pages';
export { EmailUnconfirmedNotice, type EmailUnconfirmedNoticeProps } from './email-unconfirmed-notice';
export { ForgotPasswordScreen, type ForgotPasswordScreenProps } from './forgot-password-screen';
export { ResetPasswordScreen, type ResetPasswordScreenProps } from './reset-password-screen';
export { ResendVerificationButton, type ResendVerificationButtonProps } from './resend-verification';
export { SignUpAccepted, type SignUpAcceptedProps } from './sign-up-accepted';
export { VerifyEmailScreen, type VerifyEmailScreenProps } from './verify-email-screen';
