import { Container } from '@jobboard/ui';
import styled from 'styled-components';

/** The column of an account page (settings, plans, billing): its parts one under the other, with room below the last. */
export const StyledPageColumn = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxxl};
`;
