import styled, { css } from 'styled-components';

export type BadgeTone = 'default' | 'secondary' | 'outline' | 'destructive' | 'success' | 'warning' | 'neutral';

const tones = {
  default: css`
    background: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.textInverse};
    border-color: ${({ theme }) => theme.color.brand};
  `,
  secondary: css`
    background: ${({ theme }) => theme.color.brandSoft};
    color: ${({ theme }) => theme.color.brandStrong};
    border-color: ${({ theme }) => theme.color.brandSoft};
  `,
  outline: css`
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.brand};
    border-color: ${({ theme }) => theme.color.brand};
  `,
  destructive: css`
    background: ${({ theme }) => theme.color.danger};
    color: ${({ theme }) => theme.color.textInverse};
    border-color: ${({ theme }) => theme.color.danger};
  `,
  success: css`
    background: ${({ theme }) => theme.color.successSoft};
    color: ${({ theme }) => theme.color.success};
    border-color: ${({ theme }) => theme.color.successSoft};
  `,
  warning: css`
    background: ${({ theme }) => theme.color.warningSoft};
    color: ${({ theme }) => theme.color.warning};
    border-color: ${({ theme }) => theme.color.warningSoft};
  `,
  neutral: css`
    background: ${({ theme }) => theme.color.neutralSoft};
    color: ${({ theme }) => theme.color.textMuted};
    border-color: ${({ theme }) => theme.color.border};
  `,
};

/** A small status label; pick `$tone` with the choosers in badge-tones.ts. */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.round};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.4;
  white-space: nowrap;
  vertical-align: middle;
  ${({ $tone = 'default' }) => tones[$tone]}
`;
