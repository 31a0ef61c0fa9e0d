import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface BillingPageHeaderProps {
  title: string;
  lead: string;
  /** Ways to the dashboard and the other billing page. */
  links: ReactNode;
}

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  h1 { margin: 0 0 ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.font.size.xxl}; }
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; }
`;

const StyledLinks = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    width: 100%;
    > * { flex: 1 1 auto; }
  }
`;

/** The title and lead of the plans and billing pages, with their links. */
export const BillingPageHeader = ({ title, lead, links }: BillingPageHeaderProps) => (
  <StyledHeader>
    <div>
      <h1>{title}</h1>
      <p>{lead}</p>
    </div>
    <StyledLinks aria-label="Billing pages">{links}</StyledLinks>
  </StyledHeader>
);
