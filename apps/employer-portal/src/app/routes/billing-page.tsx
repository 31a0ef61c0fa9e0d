import { useBilling } from '@jobboard/api-client';
import { billingMessages, contractsTexts, pagePath, type Employer } from '@jobboard/contracts';
import { Button, LoadFailedNotice, PageBody, PageIntro, SkeletonList } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import { SignedInEmployer } from '../../features/employer-account';
import { CancelSubscription, CurrentPlanCard, PaymentsTable, StatementsTable } from '../../features/billing';
import { useTexts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

const Billing = ({ employer }: { employer: Employer }) => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
  const { data: billing, error, mutate } = useBilling(employer.id);

  let content;
  if (error) {
    content = <LoadFailedNotice headingLevel={2} title={tc(billingMessages.billingLoadFailed)} onRetry={() => void mutate()} />;
  } else if (!billing) {
    content = <SkeletonList count={3} label={t('Loading billing information')} />;
  } else {
    content = (
      <>
        <CurrentPlanCard billing={billing} action={<CancelSubscription employerId={employer.id} billing={billing} />} />
        <PaymentsTable payments={billing.payments} />
        <StatementsTable employerId={employer.id} statements={billing.statements} />
      </>
    );
  }

  return (
    <PageBody $gap="xl">
      <PageIntro
        actionsLabel={t('Billing pages')}
        title={t('Billing')}
        lead={t('Your plan, payments and monthly statements.')}
        actions={
          <>
            <Button as={Link} to={pagePath('/employer-dashboard/:id', { id: employer.id })} $variant="outline">
              {t('Back to dashboard')}
            </Button>
            <Button as={Link} to="/subscription">
              {t('View Plans')}
            </Button>
          </>
        }
      />
      {content}
    </PageBody>
  );
};

/** /billing: the signed-in employer's plan, payments and statements. */
export const BillingPage = () => {
  const t = useTexts(employerTexts);
  return <SignedInEmployer title={t('Billing')}>{(employer) => <Billing employer={employer} />}</SignedInEmployer>;
};
