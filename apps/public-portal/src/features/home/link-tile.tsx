import { useTexts } from '@jobboard/i18n';
import { Card, Icon, type IconName } from '@jobboard/ui';
import type { PagePath } from '@jobboard/contracts';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { publicTexts } from '../../texts';

export interface LinkTileProps {
  /** Marked with `text('…')` where it is defined; shown in the page's language. */
  title: string;
  description: string;
  to: PagePath;
  icon: IconName;
  /** Heading level within the page outline. */
  headingLevel?: 'h3' | 'h4';
}

const StyledIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.brandSoft};
  color: ${({ theme }) => theme.color.brand};
`;

const StyledTile = styled(Card)`
  position: relative;
  height: 100%;
  border-top: 4px solid ${({ theme }) => theme.color.brand};
  transition: box-shadow 0.15s ease, transform 0.15s ease, border-color 0.15s ease;
  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.raised};
    border-top-color: ${({ theme }) => theme.color.accent};
    transform: translateY(-2px);
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover { transform: none; }
  }
  /* Icon beside the text on phones keeps four tiles from filling several screens. */
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: ${({ theme }) => theme.space.lg};
    row-gap: ${({ theme }) => theme.space.xs};
    ${StyledIcon} { grid-row: span 2; }
  }
`;

const StyledTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    /* The whole tile is the link's target, while its accessible name stays the title. */
    &::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }
    &:focus-visible { outline: none; }
  }
`;

const StyledDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A card that leads to another page: icon, title (the link) and a short description. */
export const LinkTile = ({ title, description, to, icon, headingLevel = 'h3' }: LinkTileProps) => {
  const t = useTexts(publicTexts);
  return (
    <StyledTile as="article" $gap="md">
      <StyledIcon>
        <Icon name={icon} />
      </StyledIcon>
      <StyledTitle as={headingLevel}>
        <Link to={to}>{t(title)}</Link>
      </StyledTitle>
      <StyledDescription>{t(description)}</StyledDescription>
    </StyledTile>
  );
};

