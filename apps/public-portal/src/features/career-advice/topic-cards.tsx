import { careerTopicLabels, careerTopics, contractsTexts, type CareerTopic } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import styled from 'styled-components';
import { publicTexts } from '../../texts';

const StyledCards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledCard = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  text-align: left;
  font: inherit;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  cursor: pointer;
  strong { color: ${({ theme }) => theme.color.brandStrong}; }
  span { color: ${({ theme }) => theme.color.textMuted}; font-size: ${({ theme }) => theme.font.size.sm}; }
  &[aria-pressed='true'] { border-color: ${({ theme }) => theme.color.brand}; background: ${({ theme }) => theme.color.brandSoft}; }
  &:hover { border-color: ${({ theme }) => theme.color.brand}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
`;

export interface TopicCardsProps {
  selected: CareerTopic | undefined;
  onSelect: (topic: CareerTopic | undefined) => void;
}

/** The four topics: pressing one shows its articles, pressing it again shows the latest of all. */
export const TopicCards = ({ selected, onSelect }: TopicCardsProps) => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  return (
    <StyledCards role="group" aria-label={t('Topics')}>
      {careerTopics.map((topic) => (
        <StyledCard key={topic} type="button" aria-pressed={selected === topic} onClick={() => onSelect(selected === topic ? undefined : topic)}>
          <strong>{tc(careerTopicLabels[topic].title)}</strong>
          <span>{tc(careerTopicLabels[topic].description)}</span>
        </StyledCard>
      ))}
    </StyledCards>
  );
};

