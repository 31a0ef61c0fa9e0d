import { text, useTexts } from '@jobboard/i18n';
import { Button, Container, Icon, TextField } from '@jobboard/ui';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { KeywordField } from '../search-suggestions';
import { publicTexts } from '../../texts';
import { jobSearchPath } from './job-search-path';

/** Popular searches, shown as tags only; clicking one does nothing. */
const popularTags = [text('Remote Work'), text('Entry Level'), text('Healthcare'), text('Technology')] as const;

// Not clipped (no overflow: hidden): the keyword suggestions open over the section below.
const StyledHero = styled.section`
  position: relative;
  color: ${({ theme }) => theme.color.textInverse};
  background:
    radial-gradient(circle at 85% 15%, rgba(201, 154, 46, 0.22), transparent 45%),
    linear-gradient(135deg, ${({ theme }) => theme.color.brandStrong} 0%, ${({ theme }) => theme.color.brand} 100%);
  border-bottom: 6px solid ${({ theme }) => theme.color.accent};
`;

const StyledHeroBody = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xxxl};
  padding-bottom: ${({ theme }) => theme.space.xxxl};
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
`;

const StyledEyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.color.gold};
  border-radius: ${({ theme }) => theme.radius.round};
  color: ${({ theme }) => theme.color.gold};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  svg {
    width: 16px;
    height: 16px;
  }
`;

const StyledTitle = styled.h1`
  max-width: 16em;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: clamp(${({ theme }) => theme.font.size.xxl}, 5vw, ${({ theme }) => theme.font.size.hero});
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: -0.01em;
`;

const StyledLead = styled.p`
  max-width: 40em;
  margin: 0 0 ${({ theme }) => theme.space.xxl};
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.brandSoft};
`;

const StyledSearchForm = styled.form`
  width: 100%;
  max-width: 880px;
  display: grid;
  grid-template-columns: 1fr 1fr auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  text-align: left;
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: 1fr;
    padding: ${({ theme }) => theme.space.lg};
  }
`;

// Medium size keeps the button exactly as tall as the fields beside it.
const StyledSearchButton = styled(Button)`
  padding-left: ${({ theme }) => theme.space.xl};
  padding-right: ${({ theme }) => theme.space.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  svg {
    width: 18px;
    height: 18px;
  }
`;

const StyledTags = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledTagList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border-radius: ${({ theme }) => theme.radius.round};
    background: rgba(255, 255, 255, 0.12);
    border: 1px solid rgba(255, 255, 255, 0.28);
  }
`;

const StyledTagsLabel = styled.span`
  color: ${({ theme }) => theme.color.brandSoft};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** The welcome banner: tagline, the job search form and popular searches. */
export const HomeHero = () => {
  const t = useTexts(publicTexts);
  const navigate = useNavigate();
  // No validation and no network call; the Find Jobs page does the search. The boxes keep their
  // own text (there is nothing to check), read when the form is sent.
  const handleSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const terms = new FormData(event.currentTarget);
    navigate(jobSearchPath({ keywords: String(terms.get('q') ?? ''), location: String(terms.get('location') ?? '') }));
  };

  return (
    <StyledHero aria-labelledby="home-title">
      <StyledHeroBody>
        <StyledEyebrow>
          <Icon name="star" />
          {t('Veteran-owned job board')}
        </StyledEyebrow>
        <StyledTitle id="home-title">{t('Because real people deserve real opportunities.')}</StyledTitle>
        <StyledLead>
          {t('Find work with employers who hire for skills and character, including veterans and people ready for a second chance.')}
        </StyledLead>
        <StyledSearchForm role="search" aria-label={t('Job search')} onSubmit={handleSearch}>
          <KeywordField
            label={t('Job Title or Keywords')}
            name="q"
            placeholder={t('e.g. Warehouse associate')}
            onPick={(_text, input) => input.form?.requestSubmit()}
          />
          <TextField label={t('Location')} name="location" placeholder={t('City, state, ZIP code or "Remote"')} />
          <StyledSearchButton type="submit" $variant="secondary">
            <Icon name="search" />
            {t('Search Jobs')}
          </StyledSearchButton>
        </StyledSearchForm>
        <StyledTags>
          <StyledTagsLabel id="popular-searches">{t('Popular searches:')}</StyledTagsLabel>
          <StyledTagList aria-labelledby="popular-searches">
            {popularTags.map((tag) => (
              <li key={tag}>{t(tag)}</li>

            ))}
          </StyledTagList>
        </StyledTags>
      </StyledHeroBody>
    </StyledHero>
  );
};
