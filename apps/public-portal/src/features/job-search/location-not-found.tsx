import { contractsTexts, jobSearchMessages, type JobListPage } from '@jobboard/contracts';
import { useTexts, withParts } from '@jobboard/i18n';
import { StateNotice } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { publicTexts } from '../../texts';

const StyledWays = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
`;

/** An unknown place: said plainly, with places of a similar name, everywhere and remote jobs as ways on. */
export const LocationNotFoundNotice = ({
  notFound,
  searchPath,
}: {
  notFound: NonNullable<JobListPage['locationNotFound']>;
  searchPath: (changes: { q?: string; location?: string }) => string;
}) => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  return (
    <StateNotice
      title={jobSearchMessages.locationNotFound(notFound.location, tc)}
      description={[
        ...(notFound.suggestions.length > 0
          ? [
              <span key="suggestions">
                {withParts(t('Did you mean {{places}}?'), {
                  places: notFound.suggestions.map((label, index) => (
                    <span key={label}>
                      {index > 0 && (index === notFound.suggestions.length - 1 ? ` ${t('or')} ` : ', ')}
                      <Link to={searchPath({ location: label })}>{label}</Link>
                    </span>
                  )),
                })}
              </span>,
            ]
          : []),
        tc(jobSearchMessages.locationHint),
        <StyledWays key="ways">
          <Link to={searchPath({ location: '' })}>{t('Search everywhere')}</Link>
          <Link to={searchPath({ location: 'Remote' })}>{t('Remote jobs')}</Link>
        </StyledWays>,
      ]}
    />
  );
};

