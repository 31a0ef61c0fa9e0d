import { brandName, type PagePath } from '@jobboard/contracts';
import { text, useTexts } from '@jobboard/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Stack, VisuallyHidden } from '@jobboard/ui';
import { BrandMark } from '../../components/brand/brand-mark';
import { LanguageSwitcher } from '../language-switcher/language-switcher';
import { shellTexts } from '../../texts';

/** A footer entry: a page of the product, or a placeholder that goes nowhere yet. */
type FooterItem = { label: string; to: PagePath } | { label: string; to?: undefined };

interface FooterColumn {
  title: string;
  items: readonly FooterItem[];
}

const footerColumns: readonly FooterColumn[] = [
  {
    title: text('Job Seekers'),
    items: [
      { label: text('Find Jobs'), to: '/jobs' },
      { label: text('Second Chance Jobs'), to: '/second-chance' },
      { label: text('Resume Analysis'), to: '/resume' },
      { label: text('Interview Prep'), to: '/interview' },
      { label: text('Salary Calculator') },
    ],
  },
  {
    title: text('Resources'),
    items: [
      { label: text('Career Advice'), to: '/advice' },
      { label: text('Company Research'), to: '/research' },
      { label: text('Tutorial'), to: '/tutorial' },
      { label: text('Industry Insights') },
      { label: text('Help Center') },
    ],
  },
  {
    title: text('Company'),
    items: [
      { label: text('For Employers'), to: '/employer-signup' },
      { label: text('Veterans'), to: '/veteran-signup' },
      { label: text('About Us') },
      { label: text('Contact') },
      { label: text('Privacy Policy'), to: '/privacy' },
      { label: text('Terms of Service'), to: '/terms' },
    ],
  },
];

const StyledFooter = styled.footer`
  background: ${({ theme }) => theme.color.brandStrong};
  color: ${({ theme }) => theme.color.brandSoft};
  border-top: 4px solid ${({ theme }) => theme.color.accent};
  font-size: ${({ theme }) => theme.font.size.sm};
  :focus-visible {
    outline-color: ${({ theme }) => theme.color.gold};
  }
`;

const StyledInner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.lg} 0`};
`;

const StyledTop = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 1.3fr) 3fr;
  gap: ${({ theme }) => theme.space.xxl};

  @media (width < ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: 1fr;
  }
`;

const StyledBrandName = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textInverse};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const StyledTagline = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textInverse};
  font-size: ${({ theme }) => theme.font.size.md};
  font-style: italic;
  max-width: 280px;
`;

const StyledVeteranNote = styled.p`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  &::before {
    content: '★';
    color: ${({ theme }) => theme.color.gold};
  }
`;

const StyledColumns = styled.nav`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.xl};
`;

const StyledColumnTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textInverse};
  font-size: ${({ theme }) => theme.font.size.md};
  border-bottom: 2px solid ${({ theme }) => theme.color.gold};
  width: fit-content;
`;

const StyledLink = styled(Link)`
  color: ${({ theme }) => theme.color.brandSoft};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.color.textInverse};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

// May wrap: a narrow column (two of them side by side on a 360 px phone) cannot hold "Industry Insights Soon".
const StyledPlaceholder = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
`;

const StyledSoon = styled.span`
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.gold};
  border-radius: ${({ theme }) => theme.radius.round};
  color: ${({ theme }) => theme.color.gold};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: 1.6;
`;

const StyledBottom = styled.div`
  margin-top: ${({ theme }) => theme.space.xxxl};
  padding: ${({ theme }) => `${theme.space.xl} 0`};
  /* Room for the assistant's round button, which floats over the bottom right corner. */
  padding-right: calc(${({ theme }) => theme.space.xxxl} + ${({ theme }) => theme.space.xxl});
  border-top: 1px solid ${({ theme }) => theme.color.brand};
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  p {
    margin: 0;
  }
`;

const FooterEntry = ({ item }: { item: FooterItem }) => {
  const t = useTexts(shellTexts);
  return item.to ? (
    <StyledLink to={item.to}>{t(item.label)}</StyledLink>
  ) : (
    // Placeholder pages are shown as plain text marked "Coming soon", not as links that do nothing.
    <StyledPlaceholder>
      <span>{t(item.label)}</span>{' '}
      <StyledSoon>
        <VisuallyHidden>{t('Coming')} </VisuallyHidden>
        {t('Soon')}
      </StyledSoon>
    </StyledPlaceholder>
  );
};

/** The brand with the language switcher, columns Job Seekers, Resources and Company, a copyright line and a "Property of" line. */
export const Footer = () => {
  const t = useTexts(shellTexts);
  return (
    <StyledFooter>
      <StyledInner>
        <StyledTop>
          <Stack $gap="md">
            <StyledBrandName>
              <BrandMark size={32} />
              {brandName}
            </StyledBrandName>
            <StyledTagline>{t('Because real people deserve real opportunities.')}</StyledTagline>
            <StyledVeteranNote>{t('Proudly veteran-owned and operated.')}</StyledVeteranNote>
            <div>
              <LanguageSwitcher tone="inverse" />
            </div>
          </Stack>
          <StyledColumns aria-label={t('Footer')}>
            {footerColumns.map((column) => (
              <div key={column.title}>
                <StyledColumnTitle>{t(column.title)}</StyledColumnTitle>
                <Stack as="ul" $gap="sm">
                  {column.items.map((item) => (
                    <li key={item.label}>
                      <FooterEntry item={item} />
                    </li>
                  ))}
                </Stack>
              </div>
            ))}
          </StyledColumns>
        </StyledTop>
        <StyledBottom>
          {/* The year is the server's on a rendered page; a device whose clock says otherwise keeps it. */}
          <p suppressHydrationWarning>{t('© {{year}} Real Opportunities. All rights reserved.', { year: new Date().getFullYear() })}</p>
          <p>{t('Property of Real Opportunities LLC, a veteran-owned company.')}</p>
        </StyledBottom>
      </StyledInner>
    </StyledFooter>
  );
};
