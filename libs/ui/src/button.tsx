import styled, { css } from 'styled-components';

type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
type ButtonSize = 'sm' | 'md' | 'lg';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.textInverse};
    border-color: ${({ theme }) => theme.color.brand};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.color.brandStrong}; }
  `,
  secondary: css`
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.textInverse};
    border-color: ${({ theme }) => theme.color.accent};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.color.accentStrong}; }
  `,
  outline: css`
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.brand};
    border-color: ${({ theme }) => theme.color.brand};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.color.brandSoft}; }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    border-color: transparent;
    &:hover:not(:disabled) { background: ${({ theme }) => theme.color.neutralSoft}; }
  `,
  destructive: css`
    background: ${({ theme }) => theme.color.danger};
    color: ${({ theme }) => theme.color.textInverse};
    border-color: ${({ theme }) => theme.color.danger};
  `,
};

const sizes = {
  sm: css`padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`}; font-size: ${({ theme }) => theme.font.size.sm};`,
  md: css`padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`}; font-size: ${({ theme }) => theme.font.size.md};`,
  lg: css`padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`}; font-size: ${({ theme }) => theme.font.size.lg};`,
};

/** A button; `as={Link}` makes a link that looks like one. */
export const Button = styled.button<{ $variant?: ButtonVariant; $size?: ButtonSize; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  font-family: inherit;
  text-decoration: none;
  cursor: pointer;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $variant = 'primary' }) => variants[$variant]}
  ${({ $size = 'md' }) => sizes[$size]}
  &:disabled { opacity: 0.55; cursor: not-allowed; }
`;
