import { text, type Translator } from '@jobboard/i18n';
import { Icon, type IconName } from '@jobboard/ui';
import { useState } from 'react';
import styled from 'styled-components';

const iconOf: Record<string, IconName> = {
  'skill-development': 'growth',
  'career-transition': 'compass',
  leadership: 'star',
  'work-life-balance': 'heart',
  veterans: 'user-tie',
  'second-chance': 'community',
};

const StyledFrame = styled.div<{ $height: number }>`
  display: flex;
  align-items: center;
  justify-content: center;
  height: ${({ $height }) => $height}px;
  overflow: hidden;
  color: ${({ theme }) => theme.color.textInverse};
  background: linear-gradient(135deg, ${({ theme }) => theme.color.brandStrong} 0%, ${({ theme }) => theme.color.brand} 70%, ${({ theme }) => theme.color.gold} 140%);
  img { width: 100%; height: 100%; object-fit: cover; }
`;

// The site's Content-Security-Policy loads images from this origin only: an image elsewhere
// would be blocked, so those articles get the default image too.
const isOwnImage = (url: string | undefined): url is string => Boolean(url && url.startsWith('/') && !url.startsWith('//'));

/** An article's image, or the default one for its category when it has none (or it fails to load). */
export const ArticleImage = ({ imageUrl, category, height = 160 }: { imageUrl?: string; category: string; height?: number }) => {
  const [failed, setFailed] = useState(false);
  return (
    <StyledFrame $height={height}>
      {isOwnImage(imageUrl) && !failed ? (
        <img src={imageUrl} alt="" loading="lazy" onError={() => setFailed(true)} />
      ) : (
        <Icon name={iconOf[category] ?? 'book'} size={Math.round(height / 3)} />
      )}
    </StyledFrame>
  );
};

/** The categories the articles have, as shown (marked for translation). */
const categoryLabels: Record<string, string> = {
  'skill-development': text('Skill Development'),
  'career-transition': text('Career Transition'),
  leadership: text('Leadership'),
  'work-life-balance': text('Work Life Balance'),
  veterans: text('Veterans'),
  'second-chance': text('Second Chance'),
};

/** "skill-development" -> "Skill Development", in the page's language; a category not listed above is spelled out as it is. */
export const categoryLabel = (t: Translator['t'], category: string) => {
  const label = categoryLabels[category];
  return label ? t(label) : category.split('-').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
};

