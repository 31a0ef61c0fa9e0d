import { Container } from '@jobboard/ui';
import styled from 'styled-components';

const StyledHero = styled.section`
  color: ${({ theme }) => theme.color.textInverse};
  background:
    radial-gradient(circle at 15% 20%, rgba(201, 154, 46, 0.24), transparent 45%),
    linear-gradient(135deg, ${({ theme }) => theme.color.brandStrong} 0%, ${({ theme }) => theme.color.brand} 100%);
  border-bottom: 6px solid ${({ theme }) => theme.color.gold};
`;

const StyledHeroBody = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xxxl};
  padding-bottom: ${({ theme }) => theme.space.xxxl};
  text-align: center;
`;

const StyledEyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.gold};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const StyledTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: clamp(${({ theme }) => theme.font.size.xxl}, 5vw, ${({ theme }) => theme.font.size.hero});
  letter-spacing: -0.01em;
`;

const StyledLead = styled.p`
  max-width: 42em;
  margin: 0 auto;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1.6;
  color: ${({ theme }) => theme.color.brandSoft};
`;

/** The page's banner: who these employers welcome, said plainly and with respect. */
export const SecondChanceHero = () => (
  <StyledHero aria-labelledby="second-chance-title">
    <StyledHeroBody>
      <StyledEyebrow>Fair chance hiring</StyledEyebrow>
      <StyledTitle id="second-chance-title">Second Chance Employment</StyledTitle>
      <StyledLead>
        Your past does not define your future. These employers welcome people with criminal records, gaps in their
        work history or no prior experience, and judge you on what you can do today.
      </StyledLead>
    </StyledHeroBody>
  </StyledHero>
);
