import { Card, CardDescription, CardTitle } from '@jobboard/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledPage = styled.div`
  width: 100%;
  max-width: 440px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg} ${theme.space.xxxl}`};
`;

const StyledFooter = styled.p`
  margin: ${({ theme }) => `${theme.space.xl} 0 0`};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  a { font-weight: ${({ theme }) => theme.font.weight.medium}; }
`;

export interface SignInCardProps {
  title: string;
  description: string;
  /** Under the form, e.g. a link to create an account instead. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The centred card every sign-in screen sits in (job seekers, employers, admins). */
export const SignInCard = ({ title, description, footer, children }: SignInCardProps) => (
  <StyledPage>
    <Card>
      <CardTitle as="h1">{title}</CardTitle>
      <CardDescription>{description}</CardDescription>
      {children}
      {footer && <StyledFooter>{footer}</StyledFooter>}
    </Card>
  </StyledPage>
);
