import { Icon } from '@jobboard/ui';
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTexts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

export interface NeedsPlanAlertProps {
  /** The server's reason (a 402), e.g. that posting needs a plan with posts left or a credit. */
  message: string;
  /** Focused when it appears, so a keyboard or screen reader user lands on it. */
  ref?: Ref<HTMLDivElement>;
}

const StyledAlert = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.warning};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.warningSoft};
  color: ${({ theme }) => theme.color.text};
  svg { flex: none; color: ${({ theme }) => theme.color.warning}; }
  p { margin: 0 0 ${({ theme }) => theme.space.sm}; }
  a { font-weight: ${({ theme }) => theme.font.weight.bold}; }
`;

/** Why the job was not posted, and the way to a plan or a single post. */
export const NeedsPlanAlert = ({ message, ref }: NeedsPlanAlertProps) => {
  const t = useTexts(employerTexts);
  return (
    <StyledAlert ref={ref} role="alert" tabIndex={-1}>
      <Icon name="dollar" size={20} />
      <div>
        <p>{message}</p>
        <Link to="/subscription">{t('See plans')}</Link>
      </div>
    </StyledAlert>
  );
};
