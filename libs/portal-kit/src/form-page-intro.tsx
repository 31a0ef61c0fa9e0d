import { useTexts, withParts } from '@jobboard/i18n';
import { VisuallyHidden } from '@jobboard/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { portalKitTexts } from './texts';

export interface FormPageIntroProps {
  eyebrow?: string;
  title: string;
  lead: string;
  /** Said after "Fields marked * are required.", e.g. a link to log in instead. */
  after?: ReactNode;
}

const StyledIntro = styled.header`
  margin-bottom: ${({ theme }) => theme.space.xl};
  h1 { font-size: ${({ theme }) => theme.font.size.xxl}; margin-bottom: ${({ theme }) => theme.space.sm}; }
`;

const StyledEyebrow = styled.span`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.accent};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const StyledLead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const StyledNotes = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  span { color: ${({ theme }) => theme.color.danger}; }
  a { font-weight: ${({ theme }) => theme.font.weight.medium}; }
`;

/** The top of a signup page: eyebrow, heading, lead and the required-fields note. */
export const FormPageIntro = ({ eyebrow, title, lead, after }: FormPageIntroProps) => {
  const t = useTexts(portalKitTexts);
  return (
    <StyledIntro>
      {eyebrow && <StyledEyebrow>{eyebrow}</StyledEyebrow>}
      <h1>{title}</h1>
      <StyledLead>{lead}</StyledLead>
      <StyledNotes>
        {withParts(t('Fields marked {{asterisk}} are required.'), {
          // The star for the eye, its words for screen readers.
          asterisk: (
            <>
              <span aria-hidden="true">*</span>
              <VisuallyHidden> {t('with an asterisk')}</VisuallyHidden>
            </>
          ),
        })}
        {after && <> {after}</>}
      </StyledNotes>
    </StyledIntro>
  );
};
