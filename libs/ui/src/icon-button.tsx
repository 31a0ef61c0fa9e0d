import styled, { css } from 'styled-components';

/**
 * A square button that shows only an icon (close, dismiss); give it an aria-label. `$tone`
 * "inverse" is for dark headers such as the assistant's.
 */
export const IconButton = styled.button.attrs({ type: 'button' })<{ $tone?: 'default' | 'inverse' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: 1;
  cursor: pointer;
  ${({ theme, $tone = 'default' }) =>
    $tone === 'inverse'
      ? css`
          color: ${theme.color.textInverse};
          &:hover { background: ${theme.color.brandStrong}; }
          &:focus-visible { outline-color: ${theme.color.gold}; }
        `
      : css`
          color: ${theme.color.textMuted};
          &:hover { background: ${theme.color.neutralSoft}; color: ${theme.color.text}; }
        `}
`;
