import { Icon, Stack } from '@jobboard/ui';
import { useTexts } from '@jobboard/i18n';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { shellTexts } from '../../texts';
import { adminLink, forEmployersLink, mainLinks, veteransLink, type HeaderLink } from './header-links';
import { LanguageSwitcher } from '../language-switcher/language-switcher';
import { HeaderAccount } from './header-account';
import { NavItemLink } from './nav-item-link';
import { useSignInLinks } from './use-sign-in-links';

interface MobileMenuState {
  open: boolean;
  buttonRef: RefObject<HTMLButtonElement | null>;
  handleToggle: () => void;
  handleClose: () => void;
}

/** Open/closed state of the mobile menu; Escape closes it and gives focus back to its button. */
export const useMobileMenu = (): MobileMenuState => {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const handleToggle = useCallback(() => setOpen((current) => !current), []);
  const handleClose = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open]);

  return { open, buttonRef, handleToggle, handleClose };
};

const StyledMenuButton = styled.button`
  margin-left: auto;
  display: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.brand};
  cursor: pointer;
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.color.brandSoft};
    border-color: ${({ theme }) => theme.color.brand};
  }

  @media (width < ${({ theme }) => theme.breakpoint.mobile}) {
    display: inline-flex;
  }
`;

export interface MobileMenuButtonProps {
  menu: MobileMenuState;
  controls: string;
}

export const MobileMenuButton = ({ menu, controls }: MobileMenuButtonProps) => {
  const t = useTexts(shellTexts);
  return (
    <StyledMenuButton
      ref={menu.buttonRef}
      type="button"
      aria-expanded={menu.open}
      aria-controls={controls}
      aria-label={menu.open ? t('Close menu') : t('Open menu')}
      onClick={menu.handleToggle}
    >
      <Icon name={menu.open ? 'close' : 'menu'} size={22} />
    </StyledMenuButton>
  );
};

const StyledPanel = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.xl}`};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};

  &[hidden] {
    display: none;
  }
  @media (width >= ${({ theme }) => theme.breakpoint.mobile}) {
    display: none;
  }
`;

const StyledGroupTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.1em;
  text-transform: uppercase;
`;

const StyledButtonRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const StyledDivider = styled.hr`
  width: 100%;
  margin: 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

export interface MobileMenuPanelProps {
  menu: MobileMenuState;
  id: string;
}

/**
 * "Get Started", the main links, "Sign In" (every sign-in of the header bar: employer, veteran,
 * admin; the job seeker's is with Get Started) and the language switcher; picking a link closes the menu. Marked as a sheet
 * (`data-sheet`): the help button steps aside while it is open.
 */
export const MobileMenuPanel = ({ menu, id }: MobileMenuPanelProps) => {
  const { handleClose } = menu;
  const { employerLink, veteranLink } = useSignInLinks();
  const t = useTexts(shellTexts);
  const linkList = (links: readonly HeaderLink[]) => (
    <Stack as="ul" $gap="xxs">
      {links.map((link) => (
        <li key={link.label}>
          <NavItemLink $placement="menu" to={link.to} onClick={handleClose}>
            {t(link.label)}
          </NavItemLink>
        </li>
      ))}
    </Stack>
  );
  return (
    <StyledPanel id={id} aria-label={t('Menu')} hidden={!menu.open} data-sheet>
      <section aria-labelledby={`${id}-get-started`}>
        <StyledGroupTitle id={`${id}-get-started`}>{t('Get Started')}</StyledGroupTitle>
        <StyledButtonRow>
          <HeaderAccount placement="menu" onDone={handleClose} />
        </StyledButtonRow>
        {linkList([forEmployersLink, veteransLink])}
      </section>
      <StyledDivider />
      {linkList(mainLinks)}
      <StyledDivider />
      <section aria-labelledby={`${id}-sign-in`}>
        <StyledGroupTitle id={`${id}-sign-in`}>{t('Sign In')}</StyledGroupTitle>
        {linkList([employerLink, veteranLink, adminLink])}
      </section>
      <StyledDivider />
      <LanguageSwitcher />
    </StyledPanel>
  );
};
