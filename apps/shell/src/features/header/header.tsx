import { useId } from 'react';
import { brandName } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import { Link } from 'react-router-dom';
import { Cluster } from '@jobboard/ui';
import styled from 'styled-components';
import { BrandMark } from '../../components/brand/brand-mark';
import { LanguageSwitcher } from '../language-switcher/language-switcher';
import { shellTexts } from '../../texts';
import { adminLink, forEmployersLink, mainLinks, veteransLink } from './header-links';
import { HeaderAccount } from './header-account';
import { MobileMenuButton, MobileMenuPanel, useMobileMenu } from './mobile-menu';
import { NavItemLink } from './nav-item-link';
import { useSignInLinks } from './use-sign-in-links';

const StyledHeader = styled.header`
  position: relative;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const StyledUtilityBar = styled.div`
  background: ${({ theme }) => theme.color.brandStrong};
  color: ${({ theme }) => theme.color.brandSoft};
  font-size: ${({ theme }) => theme.font.size.sm};
  border-bottom: 3px solid ${({ theme }) => theme.color.accent};

  @media (width < ${({ theme }) => theme.breakpoint.mobile}) {
    display: none;
  }
`;

const StyledBarInner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.lg};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
`;

const StyledUtilityInner = styled(StyledBarInner)`
  min-height: 40px;
  justify-content: space-between;
`;

const StyledTagline = styled.p`
  margin: 0;
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  &::before {
    content: '★';
    margin-right: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.color.gold};
  }
`;

const StyledUtilityLink = styled(Link)`
  color: ${({ theme }) => theme.color.textInverse};
  text-decoration: none;
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  &:hover {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  &:focus-visible {
    outline-color: ${({ theme }) => theme.color.gold};
  }
`;

const StyledAdminButton = styled(StyledUtilityLink)`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.brandSoft};
  border-radius: ${({ theme }) => theme.radius.md};
  &:hover {
    text-decoration: none;
    background: ${({ theme }) => theme.color.brand};
  }
`;

const StyledMainInner = styled(StyledBarInner)`
  min-height: ${({ theme }) => theme.layout.headerHeight};
`;

const StyledLogo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  text-decoration: none;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radius.md};
`;

const StyledLogoText = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  line-height: 1.1;
`;

const StyledLogoName = styled.span`
  color: ${({ theme }) => theme.color.brand};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: -0.01em;
`;

const StyledLogoCaption = styled.span`
  color: ${({ theme }) => theme.color.accent};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const StyledMainNav = styled.nav`
  @media (width < ${({ theme }) => theme.breakpoint.mobile}) {
    display: none;
  }
`;

const StyledActions = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  @media (width < ${({ theme }) => theme.breakpoint.mobile}) {
    display: none;
  }
`;

/** Logo, the account entries (job seeker or employer), the two main links, the employer, veteran and admin entries, and the language switcher. */
export const Header = () => {
  const menu = useMobileMenu();
  const menuId = useId();
  const { employerLink, veteranLink } = useSignInLinks();
  const t = useTexts(shellTexts);
  return (
    <StyledHeader>
      <StyledUtilityBar>
        <StyledUtilityInner>
          <StyledTagline>{t('Free for job seekers. Second chances welcome.')}</StyledTagline>
          <nav aria-label={t('Employers, veterans and admins')}>
            <Cluster as="ul" $nowrap $gap="lg" $align="center">
              {[forEmployersLink, veteransLink, employerLink, veteranLink].map((link) => (
                <li key={link.label}>
                  <StyledUtilityLink to={link.to}>{t(link.label)}</StyledUtilityLink>
                </li>
              ))}
              <li>
                <StyledAdminButton to={adminLink.to}>{t(adminLink.label)}</StyledAdminButton>
              </li>
              <li>
                <LanguageSwitcher tone="inverse" />
              </li>
            </Cluster>
          </nav>
        </StyledUtilityInner>
      </StyledUtilityBar>
      <StyledMainInner>
        <StyledLogo to="/">
          <BrandMark />
          <StyledLogoText>
            <StyledLogoName>{brandName}</StyledLogoName>
            <StyledLogoCaption>{t('Veteran-Owned')}</StyledLogoCaption>
          </StyledLogoText>
        </StyledLogo>
        <StyledMainNav aria-label={t('Main')}>
          <Cluster as="ul" $nowrap $gap="xs">
            {mainLinks.map((link) => (
              <li key={link.to}>
                <NavItemLink $placement="bar" to={link.to}>
                  {t(link.label)}
                </NavItemLink>
              </li>
            ))}
          </Cluster>
        </StyledMainNav>
        <StyledActions>
          <HeaderAccount placement="bar" />
        </StyledActions>
        <MobileMenuButton menu={menu} controls={menuId} />
      </StyledMainInner>
      <MobileMenuPanel menu={menu} id={menuId} />
    </StyledHeader>
  );
};
