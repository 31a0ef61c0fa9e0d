import { NavLink } from 'react-router-dom';
import styled from 'styled-components';

/**
 * A link of the header's navigation, in the bar or in the phone menu. The current page's link is
 * tinted and ruled in red: under it in the bar, beside it in the menu (where links are taller, for
 * thumbs).
 */
export const NavItemLink = styled(NavLink)<{ $placement: 'bar' | 'menu' }>`
  display: flex;
  align-items: center;
  min-height: ${({ $placement }) => ($placement === 'bar' ? '40px' : '44px')};
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.neutralSoft};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brandSoft};
    box-shadow: inset ${({ $placement }) => ($placement === 'bar' ? '0 -3px' : '3px 0')} 0 ${({ theme }) => theme.color.accent};
  }
`;
