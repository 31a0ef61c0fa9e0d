import { text, useTexts } from '@jobboard/i18n';
import { Icon, type IconName } from '@jobboard/ui';
import styled from 'styled-components';
import { publicTexts } from '../../texts';

// The spec's three cards, kept as information: they link nowhere and look like no button.
const cards: { title: string; description: string; icon: IconName }[] = [
  {
    title: text('Financial Health'),
    description: text('Revenue, size and founding year appear in each profile when the company shares them.'),
    icon: 'dollar',
  },
  { title: text('Employee Reviews'), description: text('The employee rating out of 5 sums up what people who work there say.'), icon: 'star' },
  {
    title: text('Recent News'),
    description: text('Check the company’s own website and local news before an interview; interviewers notice.'),
    icon: 'document',
  },
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

export const ResearchCards = () => {
  const t = useTexts(publicTexts);
  return (
    <StyledCards aria-label={t('What to look for')}>
      {cards.map((card) => (
        <li key={card.title}>
          <Icon name={card.icon} size={24} />
          <h2>{t(card.title)}</h2>
          <p>{t(card.description)}</p>
        </li>
      ))}
    </StyledCards>
  );
};

