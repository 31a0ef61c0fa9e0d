import { Card, CardDescription, CardTitle } from '@jobboard/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A long form in numbered section cards (the signup forms). */
export const StyledSectionedForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const StyledSectionHeader = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  padding-bottom: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.xl};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  h2 { font-size: ${({ theme }) => theme.font.size.lg}; }
  p { margin: 0; }
`;

const StyledSectionNumber = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.textInverse};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** Two columns of fields on wide screens, one on phones. */
const StyledFieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A field that spans both columns. */
export const StyledWide = styled.div`
  grid-column: 1 / -1;
`;

export const StyledCheckboxRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
`;

export const StyledFormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  justify-content: flex-end;
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    button { width: 100%; }
  }
`;

export interface FormSectionProps {
  /** Makes the heading ids unique on the page, e.g. "veteran-signup". */
  idPrefix: string;
  number: number;
  title: string;
  description?: string;
  children: ReactNode;
}

/** One numbered section: a card named by its title, with its fields in a grid. */
export const FormSection = ({ idPrefix, number, title, description, children }: FormSectionProps) => (
  <Card aria-labelledby={`${idPrefix}-section-${number}`}>
    <StyledSectionHeader>
      <StyledSectionNumber aria-hidden="true">{number}</StyledSectionNumber>
      <div>
        <CardTitle id={`${idPrefix}-section-${number}`}>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </div>
    </StyledSectionHeader>
    <StyledFieldGrid>{children}</StyledFieldGrid>
  </Card>
);
