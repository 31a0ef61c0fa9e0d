import styled, { css } from 'styled-components';

type InlineNoticeTone = 'info' | 'success' | 'warning';

/** A one-line message inside the page (not a toast): an icon, the words, maybe an action. */
export const StyledInlineNotice = styled.div<{ $tone: InlineNoticeTone }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
  p { margin: 0; }
  > p { flex: 1 1 12rem; }
  > svg { flex: none; }
  ${({ theme, $tone }) => {
    const tones = {
      info: [theme.color.brandSoft, theme.color.brand],
      success: [theme.color.successSoft, theme.color.success],
      warning: [theme.color.warningSoft, theme.color.warning],
    } as const;
    const [background, accent] = tones[$tone];
    return css`
      background: ${background};
      border-color: ${accent};
      > svg { color: ${accent}; }
    `;
  }}
`;
