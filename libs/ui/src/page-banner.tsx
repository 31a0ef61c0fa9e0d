/**
 * PageBanner: the navy band at the top of a public page, holding its h1.
 *
 * The primitives outside primitives.tsx each have a module of their own: a module is bundled
 * whole, so a first view carries only the primitives it renders.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from './layout';
import { Text } from './text';

export interface PageBannerProps {
  title: ReactNode;
  /** The small capitals over the title. */
  eyebrow?: ReactNode;
  /** One paragraph under the title. */
  lead?: ReactNode;
  /** What follows the lead inside the band: a search form. */
  children?: ReactNode;
  /** `lg` (a feature page's welcome): more room and a larger title; `md` unless told. */
  size?: 'md' | 'lg';
  /** `gold` (second chance): a gold rule and glow instead of the red rule. */
  tone?: 'accent' | 'gold';
  centered?: boolean;
  /** The title's id: the band becomes a region named by its title. */
  titleId?: string;
}

type BannerStyle = { $size: 'md' | 'lg'; $tone: 'accent' | 'gold'; $centered: boolean };

const StyledBanner = styled.header<BannerStyle>`
  color: ${({ theme }) => theme.color.textInverse};
  background: ${({ theme, $tone }) =>
    ($tone === 'gold' ? 'radial-gradient(circle at 15% 20%, rgba(201, 154, 46, 0.24), transparent 45%), ' : '') +
    `linear-gradient(135deg, ${theme.color.brandStrong} 0%, ${theme.color.brand} 100%)`};
  border-bottom: 6px solid ${({ theme, $tone }) => theme.color[$tone]};
`;

// A form under the title (any child but the title and the texts) stands further off than the lead.
const StyledBody = styled(Container)<BannerStyle>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme, $size }) => theme.space[$size === 'lg' ? 'xxxl' : 'xxl']};
  padding-bottom: ${({ theme, $size }) => theme.space[$size === 'lg' ? 'xxxl' : 'xxl']};
  ${({ $centered }) => $centered && 'align-items: center; text-align: center;'}
  h1 {
    margin: 0;
    font-size: ${({ theme, $size }) => `clamp(${theme.font.size[$size === 'lg' ? 'xxl' : 'xl']}, 4vw, ${theme.font.size[$size === 'lg' ? 'hero' : 'xxl']})`};
    letter-spacing: -0.01em;
  }
  > p {
    max-width: 44em;
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.color.brandSoft};
  }
  > :not(p, h1) {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

/** The navy band at the top of a public page: eyebrow, title, lead, and what the page searches with. */
export const PageBanner = ({ title, eyebrow, lead, children, size = 'md', tone = 'accent', centered = false, titleId }: PageBannerProps) => {
  const style: BannerStyle = { $size: size, $tone: tone, $centered: centered };
  return (
    <StyledBanner as={titleId ? 'section' : 'header'} aria-labelledby={titleId} {...style}>
      <StyledBody {...style}>
        {eyebrow && (
          <Text $caps $tone="gold" $size="sm" $weight="bold">
            {eyebrow}
          </Text>
        )}
        <h1 id={titleId}>{title}</h1>
        {lead && <Text>{lead}</Text>}
        {children}
      </StyledBody>
    </StyledBanner>
  );
};
