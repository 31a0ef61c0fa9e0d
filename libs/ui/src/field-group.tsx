/**
 * FieldGroup: a part of a dialog's form (the job, the pay, the questions).
 *
 * The primitives outside primitives.tsx each have a module of their own: a module is bundled
 * whole, so a first view carries only the primitives it renders.
 */
import styled from 'styled-components';
import { StyledFieldset } from './fields';

/** A fieldset whose legend is the part's heading, its fields one under the other. */
export const FieldGroup = styled(StyledFieldset)`
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  legend {
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.brandStrong};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;
