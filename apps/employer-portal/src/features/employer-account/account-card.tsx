import { Card, CardDescription, CardTitle } from '@jobboard/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const StyledPage = styled.div<{ $width: 'narrow' | 'wide' }>`
  width: 100%;
  max-width: ${({ $width }) => ($width === 'wide' ? '760px' : '440px')};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg} ${theme.space.xxxl}`};
`;

const StyledCard = styled(Card)`
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const StyledFooter = styled.p`
  margin: ${({ theme }) => `${theme.space.xl} 0 0`};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  a { font-weight: ${({ theme }) => theme.font.weight.medium}; }
`;

export interface AccountCardProps {
  title: string;
  description: string;
  width?: 'narrow' | 'wide';
  footer: ReactNode;
  children: ReactNode;
}

/** The centred card every sign-in and sign-up screen of the employer portal sits in. */
export const AccountCard = ({ title, description, width = 'narrow', footer, children }: AccountCardProps) => (
  <StyledPage $width={width}>
    <StyledCard>
      <CardTitle as="h1">{title}</CardTitle>
      <CardDescription>{description}</CardDescription>
      {children}
      <StyledFooter>{footer}</StyledFooter>
    </StyledCard>
  </StyledPage>
);
