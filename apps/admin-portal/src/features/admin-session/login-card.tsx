import { Card, CardDescription, CardTitle } from '@jobboard/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledPage = styled.div`
  width: 100%;
  max-width: 440px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg} ${theme.space.xxxl}`};
`;

const StyledCard = styled(Card)`
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

export interface LoginCardProps {
  title: string;
  description: string;
  children: ReactNode;
}

export const LoginCard = ({ title, description, children }: LoginCardProps) => (
  <StyledPage>
    <StyledCard>
      <CardTitle as="h1">{title}</CardTitle>
      <CardDescription>{description}</CardDescription>
      {children}
    </StyledCard>
  </StyledPage>
);
