import type { QualificationExplanation } from '@jobboard/contracts';
import { VisuallyHidden } from '@jobboard/ui';
import styled from 'styled-components';
import { requirementsSummary } from './explanation-summary';
import { useTexts } from '@jobboard/i18n';
import { employerTexts } from '../../texts';

const StyledLists = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  h4 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    overflow-wrap: anywhere;
  }
`;

const StyledMark = styled.span<{ $met: boolean }>`
  flex: none;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme, $met }) => ($met ? theme.color.success : theme.color.danger)};
`;

const StyledEvidence = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-style: italic;
`;

const StyledFactors = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
    text-transform: uppercase;
  }
  td:nth-child(2) {
    white-space: nowrap;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const StyledPartMark = styled.span`
  flex: none;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.warning};
`;

/** Requirements met (✓ with the line that showed it), partly shown (◐ with the line) and missing (✗). */
export const RequirementLists = ({ explanation }: { explanation: QualificationExplanation }) => {
  const t = useTexts(employerTexts);
  const partial = explanation.requirementsPartial ?? [];
  const partlyShown = new Set(partial.map(({ requirement }) => requirement));
  const missing = explanation.requirementsMissing.filter((requirement) => !partlyShown.has(requirement));
  return (
    <StyledLists>
      {explanation.requirementsMet.length > 0 && (
        <div>
          <h4>{t('Requirements met')}</h4>
          <ul>
            {explanation.requirementsMet.map(({ requirement, evidence }) => (
              <li key={requirement}>
                <StyledMark $met aria-hidden="true">
                  ✓
                </StyledMark>
                <span>
                  <span>
                    <VisuallyHidden>{t('Met:')} </VisuallyHidden>
                    {requirement}
                  </span>
                  <StyledEvidence>{t('Evidence: “{{evidence}}”', { evidence })}</StyledEvidence>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {partial.length > 0 && (
        <div>
          <h4>{t('Requirements partly shown')}</h4>
          <ul>
            {partial.map(({ requirement, evidence }) => (
              <li key={requirement}>
                <StyledPartMark aria-hidden="true">◐</StyledPartMark>
                <span>
                  <span>
                    <VisuallyHidden>{t('Partly shown:')} </VisuallyHidden>
                    {requirement}
                  </span>
                  <StyledEvidence>{t('Evidence: “{{evidence}}”', { evidence })}</StyledEvidence>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {missing.length > 0 && (
        <div>
          <h4>{t('Requirements missing')}</h4>
          <ul>
            {missing.map((requirement) => (
              <li key={requirement}>
                <StyledMark $met={false} aria-hidden="true">
                  ✗
                </StyledMark>
                <span>
                  <VisuallyHidden>{t('Missing:')} </VisuallyHidden>
                  {requirement}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </StyledLists>
  );
};

/** The whole explanation of a score: the requirement lists and the points of each factor. */
export const ScoreExplanation = ({ explanation }: { explanation: QualificationExplanation }) => {
  const t = useTexts(employerTexts);
  if (!explanation.readable) {
    return <p>{t('Not scored: neither the resume nor the cover letter had text that could be read.')}</p>;
  }
  return (
    <StyledLists>
      <p>{requirementsSummary(explanation, t)}</p>
      <RequirementLists explanation={explanation} />
      {explanation.factors.length > 0 && (
        <StyledFactors>
          <VisuallyHidden as="caption">{t('Points by factor')}</VisuallyHidden>
          <thead>
            <tr>
              <th scope="col">{t('Factor')}</th>
              <th scope="col">{t('Points')}</th>
              <th scope="col">{t('Why')}</th>
            </tr>
          </thead>
          <tbody>
            {explanation.factors.map((factor) => (
              <tr key={factor.name}>
                <td>{factor.label}</td>
                <td>
                  {factor.points} / {factor.maxPoints}
                </td>
                <td>{factor.detail}</td>
              </tr>
            ))}
          </tbody>
        </StyledFactors>
      )}
    </StyledLists>
  );
};
