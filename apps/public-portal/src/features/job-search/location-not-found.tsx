import { jobSearchMessages, type JobListPage } from '@jobboard/contracts';
import { StateNotice } from '@jobboard/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

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
}) => (
  <StateNotice
    title={jobSearchMessages.locationNotFound(notFound.location)}
    description={[
      ...(notFound.suggestions.length > 0
        ? [
            <span key="suggestions">
              Did you mean{' '}
              {notFound.suggestions.map((label, index) => (
                <span key={label}>
                  {index > 0 && (index === notFound.suggestions.length - 1 ? ' or ' : ', ')}
                  <Link to={searchPath({ location: label })}>{label}</Link>
                </span>
              ))}
              ?
            </span>,
          ]
        : []),
      jobSearchMessages.locationHint,
      <StyledWays key="ways">
        <Link to={searchPath({ location: '' })}>Search everywhere</Link>
        <Link to={searchPath({ location: 'Remote' })}>Remote jobs</Link>
      </StyledWays>,
    ]}
  />
);
