import styled from 'styled-components';

/** Cancel and the pay button under a payment form. */
export const StyledPaymentActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    > * { flex: 1 1 auto; }
  }
`;
