import { useTexts } from '@jobboard/i18n';
import { Button, Card, Container } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { publicTexts } from '../../texts';

const StyledBand = styled.section`
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const StyledPanel = styled(Card)`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
  border-left: 6px solid ${({ theme }) => theme.color.accent};
  h2 { color: ${({ theme }) => theme.color.brandStrong}; font-size: ${({ theme }) => theme.font.size.xl}; }
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; max-width: 46em; }
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: 1fr;
  }
  a { text-align: center; }
`;

const StyledBody = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xxxl};
  padding-bottom: 0;
`;

/** Second-chance hiring is half of the brand's promise, so the home page says so. */
export const SecondChanceBand = () => {
  const t = useTexts(publicTexts);
  return (
    <StyledBand aria-labelledby="home-second-chance">
      <StyledBody>
        <StyledPanel as="div" $padding="xxl">
          <div>
            <h2 id="home-second-chance">{t('A record shouldn’t close every door')}</h2>
            <p>
              {t(
                'Our second-chance employers judge candidates on their skills and commitment today, not on their past. Look for the second-chance marker on job listings, or browse every inclusive employer in one place.',
              )}
            </p>
          </div>
          <Button as={Link} to="/second-chance" $variant="secondary" $size="lg">
            {t('Explore Second Chance Jobs')}
          </Button>
        </StyledPanel>
      </StyledBody>
    </StyledBand>
  );
};

