import { dataRetention, dataSubjectKinds, domainTexts, retentionPeriods, type DataSubjectKind } from '@jobboard/domain';
import { Card, CardTitle, PageBanner, PageBody, ResponsiveTable, Stack, Text, type ResponsiveTableColumn } from '@jobboard/ui';
import { text, useTexts, withParts, type Translator } from '@jobboard/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { publicTexts } from '../../texts';

// Both pages are generated from the retention rules the code applies (domain lib `dataRetention`):
// a figure changes there, and here, at once.

const StyledList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

/** Where each kind of account downloads and deletes its data. */
const whereToManage: Record<Exclude<DataSubjectKind, 'applicant'>, { label: string; to: string }> = {
  jobseeker: { label: text('Resume tools → My Applications → Your data'), to: '/resume?tab=applications' },
  veteran: { label: text('Veteran dashboard → Edit Profile → Your data'), to: '/veteran-login' },
  employer: { label: text('Company Settings → Your data'), to: '/employer-settings' },
};

type StoredItem = (typeof dataRetention)[DataSubjectKind]['stores'][number];

// The headers are the portal's texts (`t`); the cells the retention rules' (`td`).
const policyColumns = (t: Translator['t'], td: Translator['t']): readonly ResponsiveTableColumn<StoredItem>[] => [
  { header: t('What we store'), cell: (item) => td(item.what) },
  { header: t('Who sees it'), cell: (item) => td(item.whoSees) },
  { header: t('How long'), cell: (item) => td(item.keptFor) },
];

const KindSection = ({ kind }: { kind: DataSubjectKind }) => {
  const t = useTexts(publicTexts);
  const td = useTexts(domainTexts);
  const retention = dataRetention[kind];
  const headingId = `policy-${kind}`;
  return (
    <Card $gap="md" aria-labelledby={headingId}>
      <CardTitle id={headingId}>{td(retention.label)}</CardTitle>
      <ResponsiveTable
        caption={t('What we store about {{who}}', { who: td(retention.label).toLowerCase() })}
        hideCaption
        bare
        columns={policyColumns(t, td)}
        rows={retention.stores}
        rowKey={(item) => item.what}
        rowHeaders
      />
      {kind !== 'applicant' ? (
        <>
          <h3>{t('Download and delete')}</h3>
          <Text as="p">
            {withParts(
              t(
                'Signed in, go to {{place}}. “Download my data” gives you a ZIP file with everything above (data.json) and your files. “Delete my account” asks for your password, then removes:',
              ),
              { place: <Link to={whereToManage[kind].to}>{t(whereToManage[kind].label)}</Link> },
            )}
          </Text>
          <StyledList>
            {retention.deletes.map((line) => (
              <li key={line}>{td(line)}</li>
            ))}
          </StyledList>
          <h3>{t('What is kept after deletion, and why')}</h3>
          <StyledList>
            {retention.keptAfterDeletion.map((kept) => (
              <li key={kept.what}>
                {td(kept.what)} {td(kept.keptFor)} {td(kept.why)}
              </li>
            ))}
          </StyledList>
        </>
      ) : (
        <Text as="p">
          {t('Without an account there is nothing to sign in to: to have an application or alert removed, write to us from the address you used.')}
        </Text>
      )}
    </Card>
  );
};

/** /privacy: what the product stores, who sees it, how long, and how to download and delete it. */
export const PrivacyPage = () => {
  const t = useTexts(publicTexts);
  return (
    <>
      <PageBanner
        eyebrow={t('Your data')}
        title={t('Privacy Policy')}
        lead={t('What Real Opportunities stores about you, who sees it, how long we keep it, and how you download or delete it.')}
      />
      <PageBody>
        <Stack $gap="xl">
          <Card $gap="sm" aria-labelledby="policy-summary">
            <CardTitle id="policy-summary">{t('In short')}</CardTitle>
            <StyledList>
              <li>{t('We store what you give us to find or fill a job, and use it only for that. We do not sell it.')}</li>
              <li>{t('Passwords are stored only as one-way hashes; card details stay with our payment processor, Stripe.')}</li>
              <li>
                {t(
                  'Sign-ins last {{sessionDays}} days. Password reset links work for {{resetMinutes}} minutes and email confirmation links for {{confirmHours}} hours.',
                  {
                    sessionDays: retentionPeriods.sessionDays,
                    resetMinutes: retentionPeriods.passwordResetLinkMinutes,
                    confirmHours: retentionPeriods.emailVerificationLinkHours,
                  },
                )}
              </li>
              <li>{t('Every email that is not about something you did has a one-click link to stop such emails.')}</li>
              <li>{t('With an account you can download all your data, and delete it, at any time.')}</li>
            </StyledList>
          </Card>
          {dataSubjectKinds.map((kind) => (
            <KindSection key={kind} kind={kind} />
          ))}
        </Stack>
      </PageBody>
    </>
  );
};

/** /terms: the rules of using the site, with the data rights of the Privacy Policy. */
export const TermsPage = () => {
  const t = useTexts(publicTexts);
  return (
    <>
      <PageBanner
        eyebrow={t('Using Real Opportunities')}
        title={t('Terms of Service')}
        lead={t('The rules for job seekers, veterans and employers using this site.')}
      />
      <PageBody>
        <Stack $gap="xl">
          <Card $gap="sm" aria-labelledby="terms-everyone">
            <CardTitle id="terms-everyone">{t('Everyone')}</CardTitle>
            <StyledList>
              <li>{t('Use your own name and email address. Applying in someone else’s name is not allowed.')}</li>
              <li>{t('Keep your password to yourself; you are responsible for what is done with your account.')}</li>
              <li>{t('Do not try to get at data that is not yours, overload the site, or send it harmful files.')}</li>
            </StyledList>
          </Card>
          <Card $gap="sm" aria-labelledby="terms-seekers">
            <CardTitle id="terms-seekers">{t('Job seekers and veterans')}</CardTitle>
            <StyledList>
              <li>{t('What you send with an application (resume, documents, answers) goes to that employer.')}</li>
              <li>
                {t(
                  'An application with no decision is closed after {{closeDays}} days. An application sent without an account must be confirmed from the emailed link within {{pendingDays}} days.',
                  { closeDays: retentionPeriods.undecidedApplicationCloseDays, pendingDays: retentionPeriods.pendingApplicationDays },
                )}
              </li>
            </StyledList>
          </Card>
          <Card $gap="sm" aria-labelledby="terms-employers">
            <CardTitle id="terms-employers">{t('Employers')}</CardTitle>
            <StyledList>
              <li>{t('Post only real jobs you are hiring for, with honest pay and requirements. We may close a posting that breaks these rules.')}</li>
              <li>{t('Use applicants’ data only to consider them for the job they applied to.')}</li>
              <li>{t('Paid plans renew until you cancel them on the Billing page; cancel before deleting your account.')}</li>
            </StyledList>
          </Card>
          <Card $gap="sm" aria-labelledby="terms-data">
            <CardTitle id="terms-data">{t('Your data')}</CardTitle>
            <Text as="p">
              {withParts(
                t('The {{policy}} says what we store, who sees it and how long we keep it. You can download your data and delete your account at any time.'),
                { policy: <Link to="/privacy">{t('Privacy Policy')}</Link> },
              )}
            </Text>
          </Card>
        </Stack>
      </PageBody>
    </>
  );
};
