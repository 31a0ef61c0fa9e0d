import { Container } from '@jobboard/ui';
import styled from 'styled-components';

// Static marketing figures, not computed from data (see docs/public-portal.md, Home).
const stats = [
  { value: '10,000+', label: 'Active Job Listings' },
  { value: '5,000+', label: 'Success Stories' },
  { value: '4.8/5', label: 'Average Rating' },
] as const;

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
  dt { color: ${({ theme }) => theme.color.brandSoft}; font-size: ${({ theme }) => theme.font.size.lg}; }
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

/** Three headline figures on a navy band. */
export const StatsBand = () => (
  <StyledBand aria-label="Real Opportunities in numbers">
    <StyledBody>
      <StyledList>
        {stats.map((stat) => (
          <StyledStat key={stat.label}>
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </StyledStat>
        ))}
      </StyledList>
    </StyledBody>
  </StyledBand>
);
