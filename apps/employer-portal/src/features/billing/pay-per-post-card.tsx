import { payPerPostPriceCents } from '@jobboard/contracts';
import { Button, Card, CardTitle } from '@jobboard/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { formatCents } from '@jobboard/domain';
import { useTexts, withParts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

export interface PayPerPostCardProps {
  onBuy: () => void;
  /** Payments are off, or another purchase is being started. */
  disabled: boolean;
  busy: boolean;
}

const StyledCard = styled(Card)`
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; }
`;

const StyledPrice = styled.p`
  && { color: ${({ theme }) => theme.color.brandStrong}; }
  strong { font-size: ${({ theme }) => theme.font.size.xxl}; }
`;

const StyledAction = styled.div`
  margin-top: auto;
`;

/** A single job post without a plan: $99, one credit. */
export const PayPerPostCard = ({ onBuy, disabled, busy }: PayPerPostCardProps) => {
  const t = useTexts(employerTexts);
  const titleId = useId();
  return (
    <StyledCard $gap="md" aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('Pay Per Post')}</CardTitle>
      <StyledPrice>
        {withParts(t('{{price}} per job post'), { price: <strong>{formatCents(payPerPostPriceCents)}</strong> })}
      </StyledPrice>
      <p>{t('No subscription needed. Each purchase adds one job post credit, used when you post a job.')}</p>
      <StyledAction>
        <Button type="button" $variant="secondary" onClick={onBuy} disabled={disabled || busy}>
          {busy ? t('Starting payment...') : t('Buy a Job Post')}
        </Button>
      </StyledAction>
    </StyledCard>
  );
};
