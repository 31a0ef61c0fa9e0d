import { Icon, type IconName } from '@jobboard/ui';
import styled from 'styled-components';

// The spec's three cards, kept as information: they link nowhere and look like no button.
const cards: { title: string; description: string; icon: IconName }[] = [
  { title: 'Financial Health', description: 'Revenue, size and founding year appear in each profile when the company shares them.', icon: 'dollar' },
  { title: 'Employee Reviews', description: 'The employee rating out of 5 sums up what people who work there say.', icon: 'star' },
  { title: 'Recent News', description: 'Check the company’s own website and local news before an interview; interviewers notice.', icon: 'document' },
];

const StyledCards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.xl} 0 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.xl};
    background: ${({ theme }) => theme.color.surfaceMuted};
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  h2 { margin: 0; font-size: ${({ theme }) => theme.font.size.lg}; }
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; }
`;

export const ResearchCards = () => (
  <StyledCards aria-label="What to look for">
    {cards.map((card) => (
      <li key={card.title}>
        <Icon name={card.icon} size={24} />
        <h2>{card.title}</h2>
        <p>{card.description}</p>
      </li>
    ))}
  </StyledCards>
);
