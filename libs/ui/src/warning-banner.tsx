/**
 * WarningBanner: a section that asks the signed-in person to act (confirm an address, renew an
 * attestation): an icon, then a column with its heading, words and controls, then any action.
 * A module of its own: a module is bundled whole.
 */
import styled from 'styled-components';

export const WarningBanner = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.warning};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.warningSoft};
  color: ${({ theme }) => theme.color.text};
  > svg {
    color: ${({ theme }) => theme.color.warning};
    flex: none;
  }
  h2,
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
  }
  > div {
    flex: 1 1 280px;
  }
  > div > p:not(:last-child) {
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;
