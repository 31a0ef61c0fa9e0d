import { applicationReceivedMail, enqueueMail, type EmailLinks } from '@jobboard/mail';
import type { Types } from 'mongoose';
import { applicationRepository, type NewApplication } from '@jobboard/applications';

/**
 * An application the employer may now see: the employer's "new application" notice and the
 * applicant's receipt. Each is keyed by the application, so running this again (a retried
 * confirmation) writes neither twice. Answers whether the notice is new.
 */
export const announceApplication = async (
  application: Pick<NewApplication, 'employerId' | 'applicantName' | 'applicantEmail' | 'jobTitle' | 'companyName'> & { _id: Types.ObjectId },
  emailLinks: (email: string) => EmailLinks,
): Promise<boolean> => {
  const isNew = await applicationRepository.notifyEmployerOnce(
    application.employerId,
    application._id,
    `New application from ${application.applicantName} for ${application.jobTitle}.`,
  );
  await enqueueMail({
    key: `application-received:${String(application._id)}`,
    kind: 'application-received',
    to: application.applicantEmail,
    mail: applicationReceivedMail({ ...application, links: emailLinks(application.applicantEmail) }),
  });
  return isNew;
};
