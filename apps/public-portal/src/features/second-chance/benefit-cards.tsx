import { text, useTexts } from '@jobboard/i18n';
import { Card, Grid, Icon, IconCircle, type IconName, VisuallyHidden } from '@jobboard/ui';
import styled from 'styled-components';
import { publicTexts } from '../../texts';

interface Benefit {
  title: string;
  description: string;
  icon: IconName;
}

const benefits: Benefit[] = [
  {
    title: text('Inclusive Community'),
    description: text('Every employer here has chosen to welcome people with records, employment gaps or a fresh start.'),
    icon: 'community',
  },
  {
    title: text('Skills Over History'),
    description: text('You are considered for what you can do and how you show up, not for a line on a background check.'),
    icon: 'star',
  },
  {
    title: text('Growth Opportunities'),
    description: text('Entry points with training and room to advance, so a first job can become a lasting career.'),
    icon: 'growth',
  },
];

const StyledCard = styled(Card)`
  height: 100%;
  border-top: 4px solid ${({ theme }) => theme.color.gold};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.color.brandStrong};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    line-height: 1.5;
  }
  /* Icon beside the text on phones keeps three cards from filling several screens. */
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: ${({ theme }) => theme.space.lg};
    row-gap: ${({ theme }) => theme.space.xs};
    > span { grid-row: span 2; }
  }
`;

/** The three promises of a second-chance employer. */
export const BenefitCards = () => {
  const t = useTexts(publicTexts);
  return (
    <section aria-labelledby="second-chance-benefits">
      <VisuallyHidden as="h2" id="second-chance-benefits">
        {t('Why work with a second chance employer')}
      </VisuallyHidden>
      <Grid $min="240px" $gap="xl">
        {benefits.map((benefit) => (
          <StyledCard key={benefit.title} as="article" $gap="md" $align="start">
            <IconCircle>
              <Icon name={benefit.icon} />
            </IconCircle>
            <h3>{t(benefit.title)}</h3>
            <p>{t(benefit.description)}</p>
          </StyledCard>
        ))}
      </Grid>
    </section>
  );
};

