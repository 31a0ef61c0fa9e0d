import { languages } from '@jobboard/contracts';
import { siteLanguages, useLanguage, useTexts } from '@jobboard/i18n';
import { useToast } from '@jobboard/ui';
import { useState } from 'react';
import styled, { css } from 'styled-components';
import { switchLanguage } from '../../app/site-language';
import { shellTexts } from '../../texts';

const StyledSwitch = styled.button<{ $tone: 'inverse' | 'plain' }>`
  min-height: 44px;
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: 0;
  background: none;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  text-underline-offset: 3px;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  ${({ $tone, theme }) =>
    $tone === 'inverse'
      ? css`
          color: ${theme.color.textInverse};
          &:focus-visible {
            outline-color: ${theme.color.gold};
          }
        `
      : css`
          align-self: flex-start;
          color: ${theme.color.brand};
          text-decoration: underline;
        `}
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.7;
  }
`;

/**
 * The site in another language it speaks, offered by that language's own name ("Español" to an
 * English reader, "English" to a Spanish one). The page changes in place and the choice is kept
 * for later visits, for guests too.
 */
export const LanguageSwitcher = ({ tone = 'plain' }: { tone?: 'inverse' | 'plain' }) => {
  const language = useLanguage();
  const t = useTexts(shellTexts);
  const { toast } = useToast();
  const [switching, setSwitching] = useState(false);
  const handleSwitch = async (next: (typeof siteLanguages)[number]) => {
    if (switching) return;
    setSwitching(true);
    try {
      await switchLanguage(next);
    } catch {
      toast({ title: t('The language could not be changed'), description: t('Please check your connection and try again.'), variant: 'destructive' });
    } finally {
      setSwitching(false);
    }
  };
  return siteLanguages
    .filter((other) => other !== language)
    .map((other) => (
      <StyledSwitch key={other} type="button" lang={other} $tone={tone} aria-busy={switching} onClick={() => void handleSwitch(other)}>
        {languages[other]}
      </StyledSwitch>
    ));
};
