import { Container } from '@jobboard/ui';
import styled from 'styled-components';
import { Tutorial } from '../../features/tutorial';

const StyledBanner = styled.header`
  color: ${({ theme }) => theme.color.textInverse};
  background: linear-gradient(135deg, ${({ theme }) => theme.color.brandStrong} 0%, ${({ theme }) => theme.color.brand} 100%);
  border-bottom: 6px solid ${({ theme }) => theme.color.accent};
`;

const StyledBannerBody = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xxxl};
  padding-bottom: ${({ theme }) => theme.space.xxxl};
  h1 { font-size: clamp(${({ theme }) => theme.font.size.xxl}, 4vw, ${({ theme }) => theme.font.size.hero}); }
  p { margin: 0; max-width: 40em; font-size: ${({ theme }) => theme.font.size.lg}; color: ${({ theme }) => theme.color.brandSoft}; }
`;

const StyledEyebrow = styled.p`
  && {
    margin-bottom: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.color.gold};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
`;

const StyledBody = styled(Container)`
  padding-bottom: ${({ theme }) => theme.space.xxxl};
`;

/** Tutorial: how the platform works for job seekers and for employers. */
export const TutorialPage = () => (
  <>
    <StyledBanner>
      <StyledBannerBody>
        <StyledEyebrow>Getting started</StyledEyebrow>
        <h1>Platform Tutorial</h1>
        <p>
          Learn how Real Opportunities works in a few minutes, whether you are looking for your next job or hiring your
          next great employee.
        </p>
      </StyledBannerBody>
    </StyledBanner>
    <StyledBody>
      <Tutorial />
    </StyledBody>
  </>
);
