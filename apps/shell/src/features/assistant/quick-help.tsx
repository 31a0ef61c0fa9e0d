import { domainTexts, quickHelpCategories } from '@jobboard/domain';
import { useTexts } from '@jobboard/i18n';
import { Cluster, Icon } from '@jobboard/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { shellTexts } from '../../texts';

const StyledQuickHelp = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px dashed ${({ theme }) => theme.color.border};
`;

const StyledTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const StyledCategory = styled.button`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.brand};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.color.brand};
  }
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.color.brand};
    border-color: ${({ theme }) => theme.color.brand};
    color: ${({ theme }) => theme.color.textInverse};
  }
`;

const StyledQuestions = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledQuestion = styled.button`
  width: 100%;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.brandStrong};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: left;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.color.brand};
    background: ${({ theme }) => theme.color.brandSoft};
  }
  svg {
    flex-shrink: 0;
  }
`;

export interface QuickHelpProps {
  selected: string | undefined;
  onSelect: (category: string | undefined) => void;
  /** Asks a question: as the rules know it (English), and as the person read it. */
  onAsk: (question: string, shown: string) => void;
}

/** Topics that open a short list of common questions; choosing a question sends it. */
export const QuickHelp = ({ selected, onSelect, onAsk }: QuickHelpProps) => {
  const t = useTexts(shellTexts);
  const td = useTexts(domainTexts);
  const titleId = useId();
  const questionsId = useId();
  const category = quickHelpCategories.find((candidate) => candidate.label === selected);
  return (
    <StyledQuickHelp role="group" aria-labelledby={titleId}>
      <StyledTitle id={titleId}>{t('Quick help')}</StyledTitle>
      <Cluster as="ul" $gap="xs">
        {quickHelpCategories.map(({ label }) => (
          <li key={label}>
            <StyledCategory
              type="button"
              aria-expanded={label === selected}
              aria-controls={label === selected ? questionsId : undefined}
              onClick={() => onSelect(label === selected ? undefined : label)}
            >
              {td(label)}
            </StyledCategory>
          </li>
        ))}
      </Cluster>
      {category && (
        <StyledQuestions id={questionsId} aria-label={t('{{category}} questions', { category: td(category.label) })}>
          {category.questions.map((question) => (
            <li key={question}>
              <StyledQuestion type="button" onClick={() => onAsk(question, td(question))}>
                {td(question)}
                <Icon name="chevron" size={16} />
              </StyledQuestion>
            </li>
          ))}
        </StyledQuestions>
      )}
    </StyledQuickHelp>
  );
};
