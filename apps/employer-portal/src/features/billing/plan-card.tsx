import { contractsTexts, mostPopularPlanId, type SubscriptionPlan } from '@jobboard/contracts';
import { Badge, Button, Card, Icon, Text } from '@jobboard/ui';
import { useId } from 'react';
import styled, { css } from 'styled-components';
import { formatCents } from '@jobboard/domain';
import type { PlanActionKind } from './billing-labels';
import type { PlanOffer } from './plan-offers';
import { useTexts, withParts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

export interface PlanCardProps {
  plan: SubscriptionPlan;
  /** What its button offers the employer (see planOfferFor). */
  offer: PlanOffer;
  /** Payments are off, billing is not known yet, or a purchase is being started. */
  disabled: boolean;
  /** This plan's subscription or change is being made. */
  busy: boolean;
  onChoose: (plan: SubscriptionPlan, kind: PlanActionKind) => void;
}

const StyledCard = styled(Card)<{ $featured: boolean }>`
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

/**
 * One plan: name, monthly price, job post limit, features, and what the employer can do with it
 * (subscribe, start its free month, upgrade, downgrade, resume, keep).
 */
export const PlanCard = ({ plan, offer, disabled, busy, onChoose }: PlanCardProps) => {
  const t = useTexts(employerTexts);
  const tc = useTexts(contractsTexts);
  const nameId = useId();
  const popular = plan.id === mostPopularPlanId;
  return (
    <StyledCard as="article" $gap="md" aria-labelledby={nameId} $featured={popular}>
      <StyledBadges>{popular && <Badge>{t('Most Popular')}</Badge>}</StyledBadges>
      <h3 id={nameId}>{tc(plan.name)}</h3>
      <StyledPrice>
        {withParts(t('{{price}} per month'), { price: <strong>{formatCents(plan.price)}</strong> })}
      </StyledPrice>
      {offer.trialOffered && <StyledTrial>{t('First Month FREE')}</StyledTrial>}
      {offer.trialUsedNote && (
        <Text $tone="textMuted" $size="sm">
          {offer.trialUsedNote}
        </Text>
      )}
      <StyledLimit>
        {withParts(t('Job posts: {{limit}}'), {
          limit: <strong>{plan.jobPostLimit === undefined ? t('Unlimited') : t('{{limit}} per month', { limit: plan.jobPostLimit })}</strong>,
        })}
      </StyledLimit>
      <StyledFeatures aria-label={t('{{planName}} features', { planName: tc(plan.name) })}>
        {plan.features.map((feature) => (
          <li key={feature}>
            <Icon name="check" size={18} />
            {tc(feature)}
          </li>
        ))}
      </StyledFeatures>
      {offer.kind !== 'none' && (
        <StyledAction>
          {offer.inert ? (
            <Button type="button" $variant="outline" $block disabled>
              {offer.label}
            </Button>
          ) : (
            <Button
              type="button"
              $block
              $variant={popular || offer.kind === 'resume' || offer.kind === 'keep' ? 'primary' : 'outline'}
              aria-describedby={nameId}
              disabled={disabled || busy}
              onClick={() => onChoose(plan, offer.kind)}
            >
              {busy ? offer.busyLabel : offer.label}
            </Button>
          )}
        </StyledAction>
      )}
    </StyledCard>
  );
};
