import styled from 'styled-components';

/** The centred page column. */
export const Container = styled.div<{ $narrow?: boolean }>`
  width: 100%;
  max-width: ${({ theme, $narrow }) => ($narrow ? '760px' : theme.layout.maxWidth)};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
`;

/** Responsive columns: as many as fit at `$min` wide, one on phones. */
export const Grid = styled.div<{ $min?: string; $gap?: 'sm' | 'md' | 'lg' | 'xl' }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ $min = '240px' }) => $min}, 1fr));
  gap: ${({ theme, $gap = 'lg' }) => theme.space[$gap]};
`;
