/**
 * Design tokens: the only colours, spaces, sizes and shadows components use. The brand is
 * veteran-owned: navy and a strong red, with gold for highlights; status colours follow the
 * badge and score rules of badge-tones.ts (green / yellow / red).
 */
export const theme = {
  color: {
    brand: '#1d3a6e',
    brandStrong: '#142a52',
    brandSoft: '#e8eef9',
    accent: '#b3261e',
    accentStrong: '#8f1d17',
    gold: '#c99a2e',
    text: '#1b2330',
    textMuted: '#4f5b6d',
    textInverse: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#f4f6fa',
    border: '#d5dbe5',
    focus: '#2563eb',
    success: '#1f7a3d',
    successSoft: '#e3f4e8',
    warning: '#8a5a00',
    warningSoft: '#fdf3d7',
    danger: '#b3261e',
    dangerSoft: '#fbe7e6',
    neutralSoft: '#eceff4',
    overlay: 'rgba(15, 23, 42, 0.55)',
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.5rem', xxl: '2rem', hero: '2.75rem' },
    weight: { regular: 400, medium: 500, bold: 700 },
  },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px', xxxl: '48px' },
  radius: { sm: '4px', md: '8px', lg: '12px', round: '999px' },
  shadow: {
    card: '0 1px 3px rgba(15, 23, 42, 0.12)',
    raised: '0 10px 30px rgba(15, 23, 42, 0.18)',
  },
  layout: { maxWidth: '1200px', headerHeight: '64px' },
  breakpoint: { mobile: '768px' },
  zIndex: { header: 10, assistant: 40, dialog: 50, toast: 60 },
} as const;

export type Theme = typeof theme;

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
