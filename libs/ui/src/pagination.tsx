import { paginationModel } from '@jobboard/domain';
import { useTexts } from '@jobboard/i18n';
import styled from 'styled-components';
import { Button } from './button';
import { uiTexts } from './texts';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** The navigation landmark's name. */
  label?: string;
}

const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  list-style: none;
  margin: 0;
  padding: 0;
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) { gap: ${({ theme }) => theme.space.xxs}; }
`;

// Compact on phones so that Previous, six pages, the ellipsis and Next fit on one line at 375px.
const StyledStepButton = styled(Button)`
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) { padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`}; }
`;

const StyledPageButton = styled(Button)`
  min-width: 36px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) { min-width: 28px; padding: ${({ theme }) => theme.space.xs}; }
`;

const StyledEllipsis = styled.li`
  padding: ${({ theme }) => `0 ${theme.space.xxs}`};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Previous, pages 1 to 5, an ellipsis and the last page when there are more, Next (`paginationModel`). */
export const Pagination = ({ page, totalPages, onPageChange, label }: PaginationProps) => {
  const t = useTexts(uiTexts);
  const { items, previous, next } = paginationModel({ page, totalPages });
  if (items.length === 0) return null;
  return (
    <nav aria-label={label ?? t('Pagination')}>
      <StyledList>
        <li>
          <StyledStepButton type="button" $variant="outline" $size="sm" disabled={previous.disabled} onClick={() => onPageChange(previous.page)}>
            {t('Previous')}
          </StyledStepButton>
        </li>
        {items.map((item) =>
          item.kind === 'ellipsis' ? (
            <StyledEllipsis key="ellipsis" aria-hidden="true">
              …
            </StyledEllipsis>
          ) : (
            <li key={item.page}>
              <StyledPageButton
                type="button"
                $variant={item.current ? 'primary' : 'ghost'}
                $size="sm"
                aria-label={t('Page {{page}}', { page: item.page })}
                aria-current={item.current ? 'page' : undefined}
                onClick={() => {
                  if (!item.current) onPageChange(item.page);
                }}
              >
                {item.page}
              </StyledPageButton>
            </li>
          ),
        )}
        <li>
          <StyledStepButton type="button" $variant="outline" $size="sm" disabled={next.disabled} onClick={() => onPageChange(next.page)}>
            {t('Next')}
          </StyledStepButton>
        </li>
      </StyledList>
    </nav>
  );
};
