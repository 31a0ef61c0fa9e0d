import { emailPreferencesMessages, type EmailPreferences } from '@jobboard/contracts';
import { acceptsNonEssentialEmail, emailOfPreferencesToken, setNonEssentialEmail } from '@jobboard/mail';
import { AppError } from '@jobboard/server-kit';

/** The address of a link we signed, or a 400 the page shows. */
const addressOf = (token: string, secret: string) => {
  const email = emailOfPreferencesToken(token, secret);
  if (!email) throw AppError.badRequest(emailPreferencesMessages.invalidLink);
  return email;
};

export const readEmailPreferences = async (token: string, secret: string): Promise<EmailPreferences> => {
  const email = addressOf(token, secret);
  return { email, nonEssentialEmail: await acceptsNonEssentialEmail(email) };
};

export const saveEmailPreferences = async (token: string, nonEssentialEmail: boolean, secret: string): Promise<EmailPreferences> => {
  const email = addressOf(token, secret);
  await setNonEssentialEmail(email, nonEssentialEmail);
  return { email, nonEssentialEmail };
};
