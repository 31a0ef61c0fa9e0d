import { Container, VisuallyHidden } from '@jobboard/ui';
import styled from 'styled-components';
import { VeteranSignupForm } from '../../features/veteran-signup';

const StyledIntro = styled.header`
  margin-bottom: ${({ theme }) => theme.space.xl};
  h1 { font-size: ${({ theme }) => theme.font.size.xxl}; margin-bottom: ${({ theme }) => theme.space.sm}; }
`;

const StyledEyebrow = styled.span`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.accent};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const StyledLead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const StyledRequiredNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  span { color: ${({ theme }) => theme.color.danger}; }
`;

/** /veteran-signup (spec 001 §2): the sectioned registration form. */
export const VeteranSignupPage = () => (
  <Container $narrow>
    <StyledIntro>
      <StyledEyebrow>For those who served</StyledEyebrow>
      <h1>Veteran Registration</h1>
      <StyledLead>
        Create your veteran profile and connect with employers who value your service, skills and leadership.
      </StyledLead>
      <StyledRequiredNote>
        Fields marked <span aria-hidden="true">*</span>
        <VisuallyHidden> with an asterisk</VisuallyHidden> are required.
      </StyledRequiredNote>
    </StyledIntro>
    <VeteranSignupForm />
  </Container>
);
