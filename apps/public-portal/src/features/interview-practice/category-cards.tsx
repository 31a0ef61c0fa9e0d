import type { InterviewQuestionCategory } from '@jobboard/contracts';
import { text, useTexts } from '@jobboard/i18n';
import { Card, Icon, type IconName } from '@jobboard/ui';
import styled from 'styled-components';
import { publicTexts } from '../../texts';

/** Each category's title and description, marked for translation (shown with `t(…)`). */
export const categoryLabels: Record<InterviewQuestionCategory, { title: string; description: string; icon: IconName }> = {
  behavioral: {
    title: text('Common Questions'),
    description: text('Behavioral questions about your past experience, answered with STAR.'),
    icon: 'chat',
  },
  technical: {
    title: text('Industry-Specific'),
    description: text('Technical questions for technology, healthcare, logistics, trades and more.'),
    icon: 'briefcase',
  },
  mock: {
    title: text('Mock Interviews'),
    description: text('A full interview, from "Tell me about yourself" to your questions for them.'),
    icon: 'user-tie',
  },
};

const StyledCards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) { gap: ${({ theme }) => theme.space.sm}; }
`;

const StyledCard = styled(Card)`
  text-align: left;
  font: inherit;
  color: ${({ theme }) => theme.color.text};
  border-width: 2px;
  cursor: pointer;
  strong { font-size: ${({ theme }) => theme.font.size.lg}; color: ${({ theme }) => theme.color.brandStrong}; }
  span { color: ${({ theme }) => theme.color.textMuted}; }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brandSoft};
  }
  &:hover { border-color: ${({ theme }) => theme.color.brand}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  /* On phones the icon sits beside the title, so three cards do not fill the screen. */
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: ${({ theme }) => theme.space.md};
    row-gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
    span { grid-column: 2; font-size: ${({ theme }) => theme.font.size.sm}; }
  }
`;

export interface CategoryCardsProps {
  selected: InterviewQuestionCategory | undefined;
  onSelect: (category: InterviewQuestionCategory | undefined) => void;
}

/** The three categories: pressing one selects it, pressing it again clears the choice (all questions). */
export const CategoryCards = ({ selected, onSelect }: CategoryCardsProps) => {
  const t = useTexts(publicTexts);
  return (
    <StyledCards role="group" aria-label={t('Question categories')}>
      {(Object.keys(categoryLabels) as InterviewQuestionCategory[]).map((category) => {
        const { title, description, icon } = categoryLabels[category];
        return (
          <StyledCard key={category} as="button" $gap="sm" $align="start" type="button" aria-pressed={selected === category} onClick={() => onSelect(selected === category ? undefined : category)}>
            <Icon name={icon} size={28} />
            <strong>{t(title)}</strong>
            <span>{t(description)}</span>
          </StyledCard>
        );
      })}
    </StyledCards>
  );
};

