import { dataRetention, dataSubjectKinds, retentionPeriods, type DataSubjectKind } from '@jobboard/domain';
import { Card, CardTitle, PageBanner, PageBody, ResponsiveTable, Stack, Text, type ResponsiveTableColumn } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

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
  jobseeker: { label: 'Resume tools → My Applications → Your data', to: '/resume?tab=applications' },
  veteran: { label: 'Veteran dashboard → Edit Profile → Your data', to: '/veteran-login' },
  employer: { label: 'Company Settings → Your data', to: '/employer-settings' },
};

type StoredItem = (typeof dataRetention)[DataSubjectKind]['stores'][number];

const policyColumns: readonly ResponsiveTableColumn<StoredItem>[] = [
  { header: 'What we store', cell: (item) => item.what },
  { header: 'Who sees it', cell: (item) => item.whoSees },
  { header: 'How long', cell: (item) => item.keptFor },
];

const KindSection = ({ kind }: { kind: DataSubjectKind }) => {
  const retention = dataRetention[kind];
  const headingId = `policy-${kind}`;
  return (
    <Card $gap="md" aria-labelledby={headingId}>
      <CardTitle id={headingId}>{retention.label}</CardTitle>
      <ResponsiveTable
        caption={`What we store about ${retention.label.toLowerCase()}`}
        hideCaption
        bare
        columns={policyColumns}
        rows={retention.stores}
        rowKey={(item) => item.what}
        rowHeaders
      />
      {kind !== 'applicant' ? (
        <>
          <h3>Download and delete</h3>
          <Text as="p">
            Signed in, go to <Link to={whereToManage[kind].to}>{whereToManage[kind].label}</Link>. &ldquo;Download my data&rdquo; gives you a ZIP file
            with everything above (data.json) and your files. &ldquo;Delete my account&rdquo; asks for your password, then removes:
          </Text>
          <StyledList>
            {retention.deletes.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </StyledList>
          <h3>What is kept after deletion, and why</h3>
          <StyledList>
            {retention.keptAfterDeletion.map((kept) => (
              <li key={kept.what}>
                {kept.what} {kept.keptFor} {kept.why}
              </li>
            ))}
          </StyledList>
        </>
      ) : (
        <Text as="p">
          Without an account there is nothing to sign in to: to have an application or alert removed, write to us from the address you used.
        </Text>
      )}
    </Card>
  );
};

/** /privacy: what the product stores, who sees it, how long, and how to download and delete it. */
export const PrivacyPage = () => (
  <>
    <PageBanner
      eyebrow="Your data"
      title="Privacy Policy"
      lead="What Real Opportunities stores about you, who sees it, how long we keep it, and how you download or delete it."
    />
    <PageBody>
      <Stack $gap="xl">
        <Card $gap="sm" aria-labelledby="policy-summary">
          <CardTitle id="policy-summary">In short</CardTitle>
          <StyledList>
            <li>We store what you give us to find or fill a job, and use it only for that. We do not sell it.</li>
            <li>Passwords are stored only as one-way hashes; card details stay with our payment processor, Stripe.</li>
            <li>
              Sign-ins last {retentionPeriods.sessionDays} days. Password reset links work for {retentionPeriods.passwordResetLinkMinutes} minutes and
              email confirmation links for {retentionPeriods.emailVerificationLinkHours} hours.
            </li>
            <li>Every email that is not about something you did has a one-click link to stop such emails.</li>
            <li>With an account you can download all your data, and delete it, at any time.</li>
          </StyledList>
        </Card>
        {dataSubjectKinds.map((kind) => (
          <KindSection key={kind} kind={kind} />
        ))}
      </Stack>
    </PageBody>
  </>
);

/** /terms: the rules of using the site, with the data rights of the Privacy Policy. */
export const TermsPage = () => (
  <>
    <PageBanner
      eyebrow="Using Real Opportunities"
      title="Terms of Service"
      lead="The rules for job seekers, veterans and employers using this site."
    />
    <PageBody>
      <Stack $gap="xl">
        <Card $gap="sm" aria-labelledby="terms-everyone">
          <CardTitle id="terms-everyone">Everyone</CardTitle>
          <StyledList>
            <li>Use your own name and email address. Applying in someone else&rsquo;s name is not allowed.</li>
            <li>Keep your password to yourself; you are responsible for what is done with your account.</li>
            <li>Do not try to get at data that is not yours, overload the site, or send it harmful files.</li>
          </StyledList>
        </Card>
        <Card $gap="sm" aria-labelledby="terms-seekers">
          <CardTitle id="terms-seekers">Job seekers and veterans</CardTitle>
          <StyledList>
            <li>What you send with an application (resume, documents, answers) goes to that employer.</li>
            <li>
              An application with no decision is closed after {retentionPeriods.undecidedApplicationCloseDays} days. An application sent without an
              account must be confirmed from the emailed link within {retentionPeriods.pendingApplicationDays} days.
            </li>
          </StyledList>
        </Card>
        <Card $gap="sm" aria-labelledby="terms-employers">
          <CardTitle id="terms-employers">Employers</CardTitle>
          <StyledList>
            <li>Post only real jobs you are hiring for, with honest pay and requirements. We may close a posting that breaks these rules.</li>
            <li>Use applicants&rsquo; data only to consider them for the job they applied to.</li>
            <li>Paid plans renew until you cancel them on the Billing page; cancel before deleting your account.</li>
          </StyledList>
        </Card>
        <Card $gap="sm" aria-labelledby="terms-data">
          <CardTitle id="terms-data">Your data</CardTitle>
          <Text as="p">
            The <Link to="/privacy">Privacy Policy</Link> says what we store, who sees it and how long we keep it. You can download your data and
            delete your account at any time.
          </Text>
        </Card>
      </Stack>
    </PageBody>
  </>
);
