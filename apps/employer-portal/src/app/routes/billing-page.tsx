import { useBilling } from '@jobboard/api-client';
import { billingMessages, pagePath, type Employer } from '@jobboard/contracts';
import { Button, LoadFailedNotice, PageBody, PageIntro, SkeletonList } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import { SignedInEmployer } from '../../features/employer-account';
import { CancelSubscription, CurrentPlanCard, PaymentsTable, StatementsTable } from '../../features/billing';

const Billing = ({ employer }: { employer: Employer }) => {
  const { data: billing, error, mutate } = useBilling(employer.id);

  let content;
  if (error) {
    content = <LoadFailedNotice headingLevel={2} title={billingMessages.billingLoadFailed} onRetry={() => void mutate()} />;
  } else if (!billing) {
    content = <SkeletonList count={3} label="Loading billing information" />;
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
        actionsLabel="Billing pages"
        title="Billing"
        lead="Your plan, payments and monthly statements."
        actions={
          <>
            <Button as={Link} to={pagePath('/employer-dashboard/:id', { id: employer.id })} $variant="outline">
              Back to dashboard
            </Button>
            <Button as={Link} to="/subscription">
              View Plans
            </Button>
          </>
        }
      />
      {content}
    </PageBody>
  );
};

/** /billing: the signed-in employer's plan, payments and statements. */
export const BillingPage = () => <SignedInEmployer title="Billing">{(employer) => <Billing employer={employer} />}</SignedInEmployer>;
