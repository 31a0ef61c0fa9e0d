import { mostPopularPlanId, trialPlanIds, type SubscriptionPlan } from '@jobboard/contracts';
import { Badge, Button, Icon, ListCard } from '@jobboard/ui';
import { useId } from 'react';
import styled, { css } from 'styled-components';
import { formatCents } from '@jobboard/domain';

export interface PlanCardProps {
  plan: SubscriptionPlan;
  /** The employer is on this plan now. */
  current: boolean;
  /** Payments are off, or a purchase is being started. */
  disabled: boolean;
  /** This plan's subscription is being created. */
  busy: boolean;
  onChoose: (plan: SubscriptionPlan) => void;
}

const StyledCard = styled(ListCard)<{ $featured: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme, $featured }) =>
    $featured &&
    css`
      border: 2px solid ${theme.color.brand};
      box-shadow: ${theme.shadow.raised};
    `}
  h3 { margin: 0; font-size: ${({ theme }) => theme.font.size.xl}; }
`;

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  /* Keeps the plans' names level across a row; one plan a row (phones) needs no room kept. */
  min-height: 1.5rem;
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    &:empty { display: none; }
  }
`;

const StyledPrice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  strong { font-size: ${({ theme }) => theme.font.size.xxl}; color: ${({ theme }) => theme.color.brandStrong}; }
`;

const StyledTrial = styled.p`
  align-self: flex-start;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.successSoft};
  color: ${({ theme }) => theme.color.success};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const StyledLimit = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  strong { color: ${({ theme }) => theme.color.text}; }
`;

const StyledFeatures = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li { display: flex; gap: ${({ theme }) => theme.space.sm}; align-items: flex-start; }
  svg { flex: none; margin-top: 2px; color: ${({ theme }) => theme.color.success}; }
`;

const StyledAction = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
`;

const buttonLabel = (trial: boolean, busy: boolean) => {
  if (busy) return trial ? 'Starting trial...' : 'Subscribing...';
  return trial ? 'Start Free Trial' : 'Subscribe';
};

/** One plan: name, monthly price, job post limit, features; pro and enterprise start with a free month. */
export const PlanCard = ({ plan, current, disabled, busy, onChoose }: PlanCardProps) => {
  const nameId = useId();
  const trial = trialPlanIds.some((id) => id === plan.id);
  const popular = plan.id === mostPopularPlanId;
  return (
    <StyledCard aria-labelledby={nameId} $featured={popular}>
      <StyledBadges>
        {popular && <Badge>Most Popular</Badge>}
      </StyledBadges>
      <h3 id={nameId}>{plan.name}</h3>
      <StyledPrice>
        <strong>{formatCents(plan.price)}</strong> per month
      </StyledPrice>
      {trial && <StyledTrial>First Month FREE</StyledTrial>}
      <StyledLimit>
        Job posts: <strong>{plan.jobPostLimit === undefined ? 'Unlimited' : `${plan.jobPostLimit} per month`}</strong>
      </StyledLimit>
      <StyledFeatures aria-label={`${plan.name} features`}>
        {plan.features.map((feature) => (
          <li key={feature}>
            <Icon name="check" size={18} />
            {feature}
          </li>
        ))}
      </StyledFeatures>
      <StyledAction>
        {current ? (
          <Button type="button" $variant="outline" $block disabled>
            Current Plan
          </Button>
        ) : (
          <Button
            type="button"
            $block
            $variant={popular ? 'primary' : 'outline'}
            aria-describedby={nameId}
            disabled={disabled || busy}
            onClick={() => onChoose(plan)}
          >
            {buttonLabel(trial, busy)}
          </Button>
        )}
      </StyledAction>
    </StyledCard>
  );
};
