import { useSiteFigures } from '@jobboard/api-client';
import type { SiteFigures } from '@jobboard/contracts';
import { text, useTexts } from '@jobboard/i18n';
import { Container } from '@jobboard/ui';
import styled from 'styled-components';
import { publicTexts } from '../../texts';

// Every figure is counted from the data (GET /api/jobs/figures): none is written here.
const figures: readonly { key: keyof Omit<SiteFigures, 'countedAt'>; label: string }[] = [
  { key: 'openJobs', label: text('Open Jobs') },
  { key: 'hiringEmployers', label: text('Companies Hiring') },
  { key: 'secondChanceJobs', label: text('Second-Chance Jobs') },
];

const formatCount = (count: number) => count.toLocaleString('en-US');

const StyledBand = styled.section`
  background: ${({ theme }) => theme.color.brandStrong};
  color: ${({ theme }) => theme.color.textInverse};
  border-top: 4px solid ${({ theme }) => theme.color.gold};
`;

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  margin: 0;
  text-align: center;
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: 1fr;
  }
`;

const StyledStat = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.xs};
  dt {
    color: ${({ theme }) => theme.color.brandSoft};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.gold};
    font-size: ${({ theme }) => theme.font.size.hero};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    line-height: 1.1;
  }
`;

const StyledBody = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

/**
 * Three figures counted from the data on a navy band; while they load the labels stand with a
 * placeholder, and if they cannot be counted the band is left out rather than guessed.
 */
export const StatsBand = () => {
  const t = useTexts(publicTexts);
  const { data, error } = useSiteFigures();
  if (error) return null;
  return (
    <StyledBand aria-label={t('Real Opportunities in numbers')} aria-busy={!data}>
      <StyledBody>
        <StyledList>
          {figures.map((figure) => (
            <StyledStat key={figure.key}>
              <dt>{t(figure.label)}</dt>

              <dd>{data ? formatCount(data[figure.key]) : '…'}</dd>
            </StyledStat>
          ))}
        </StyledList>
      </StyledBody>
    </StyledBand>
  );
};
