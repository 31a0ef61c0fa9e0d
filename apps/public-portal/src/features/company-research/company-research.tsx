import { useCompanyResearch } from '@jobboard/api-client';
import { companyResearchMessages as text, contractsTexts } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
import { Button, Cluster, Icon, LoadFailedNotice, SkeletonList, StateNotice, TextField, useToast } from '@jobboard/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { publicTexts } from '../../texts';
import { CompanyProfileCard } from './company-profile-card';
import { ResearchCards } from './research-cards';

const StyledForm = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-end;
  margin-bottom: ${({ theme }) => theme.space.xl};
  > :first-child { flex: 1; }
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    flex-direction: column;
    align-items: stretch;
  }
`;

/**
 * The Company Research hub: a search by name (kept in the address as ?company=), the profile
 * found, or the nearest names to try instead.
 */
export const CompanyResearch = () => {
  const t = useTexts(publicTexts);
  const tc = useTexts(contractsTexts);
  const [searchParams, setSearchParams] = useSearchParams();
  const searched = searchParams.get('company')?.trim() ?? '';
  const [draft, setDraft] = useState(searched);
  const { data, error, isLoading, mutate } = useCompanyResearch(searched);
  const { toast } = useToast();
  const announced = useRef<unknown>(undefined);

  useEffect(() => setDraft(searched), [searched]);

  // One toast per answer: found, or the network failed.
  useEffect(() => {
    const answer = data ?? error;
    if (!answer || announced.current === answer) return;
    announced.current = answer;
    if (error) toast({ title: tc(text.failed.title), description: tc(text.failed.message), variant: 'destructive' });
    else if (data?.company) toast({ title: tc(text.found.title), description: tc(text.found.message), variant: 'success' });
  }, [data, error, toast, tc]);

  const search = (name: string) => {
    const trimmed = name.trim();
    if (!trimmed) {
      toast({ title: tc(text.missingName.title), description: tc(text.missingName.message), variant: 'destructive' });
      return;
    }
    setSearchParams({ company: trimmed });
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(draft);
  };

  let result = null;
  if (searched && error) result = <LoadFailedNotice title={tc(text.failed.title)} description={tc(text.failed.message)} onRetry={() => void mutate()} headingLevel={2} />;
  else if (searched && (isLoading || !data)) result = <SkeletonList count={1} label={t('Searching for the company')} />;
  else if (data?.company) result = <CompanyProfileCard company={data.company} />;
  else if (data)
    result = (
      <StateNotice
        title={t('No company found')}
        description={[
          `${tc(text.notFound)} (“${searched}”)`,
          data.suggestions.length > 0 ? tc(text.suggestionsIntro) : t('Check the spelling, or try the first word of the name.'),
        ]}
        action={
          data.suggestions.length > 0 && (
            <Cluster as="ul" $justify="center" aria-label={t('Suggested companies')}>
              {data.suggestions.map((name) => (
                <li key={name}>
                  <Button type="button" $variant="outline" $size="sm" onClick={() => search(name)}>
                    {name}
                  </Button>
                </li>
              ))}
            </Cluster>
          )
        }
      />
    );

  return (
    <>
      <StyledForm role="search" onSubmit={handleSubmit} noValidate>
        <TextField
          label={t('Company name')}
          name="company"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('e.g. Lanternfield Cloud Systems')}
          autoComplete="organization"
          maxLength={200}
        />
        <Button type="submit">
          <Icon name="search" size={18} /> {t('Research')}

        </Button>
      </StyledForm>
      <div aria-live="polite">{result}</div>
      <ResearchCards />
    </>
  );
};
