import { useTexts } from '@jobboard/i18n';
import { Button, Card, Container } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { publicTexts } from '../../texts';

const StyledSection = styled.section`
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const StyledBody = styled(Container)`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.xxxl};
  padding-bottom: ${({ theme }) => theme.space.xxxl};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: 1fr;
  }
`;

const StyledPanel = styled(Card)<{ $tone: 'brand' | 'plain' }>`
  display: flex;
  flex-direction: column;
  ${({ theme, $tone }) => $tone === 'brand' && `border-color: ${theme.color.brand}; background: ${theme.color.brandSoft};`}
  h2 { color: ${({ theme }) => theme.color.brandStrong}; font-size: ${({ theme }) => theme.font.size.xl}; }
  p { color: ${({ theme }) => theme.color.textMuted}; flex: 1; margin-bottom: ${({ theme }) => theme.space.xl}; }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    & > * { flex: 1 1 100%; }
  }
`;

/** The tutorial call to action beside the two quickest ways in. */
export const GetStarted = () => {
  const t = useTexts(publicTexts);
  return (
    <StyledSection aria-label={t('Get started')}>
      <StyledBody>
        <StyledPanel as="div" $padding="xxl" $tone="brand">
          <h2>{t('New to Real Opportunities?')}</h2>
          <p>
            {t(
              'Take a short guided tour: how to search and filter jobs, apply with your resume, track your applications and prepare for interviews. Hiring? There is a tour for employers too.',
            )}
          </p>
          <StyledActions>
            <Button as={Link} to="/tutorial" $size="lg">
              {t('Take the Tutorial')}
            </Button>
            <Button as={Link} to="/jobs" $variant="outline" $size="lg">
              {t('Skip to Jobs')}
            </Button>
          </StyledActions>
        </StyledPanel>
        <StyledPanel as="div" $padding="xxl" $tone="plain">
          <h2>{t('Ready for your next step?')}</h2>
          <p>{t('Browse open positions now, or get a score and practical feedback on your resume before you send it to an employer.')}</p>
          <StyledActions>
            <Button as={Link} to="/jobs" $variant="secondary" $size="lg">
              {t('Browse Jobs')}
            </Button>
            <Button as={Link} to="/resume" $variant="outline" $size="lg">
              {t('Analyze Resume')}
            </Button>
          </StyledActions>
        </StyledPanel>
      </StyledBody>
    </StyledSection>
  );
};

