import { useTexts } from '@jobboard/i18n';
import { Icon } from '@jobboard/ui';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { shellTexts } from '../../texts';
import type { AssistantConversationProps } from './assistant-conversation';

const StyledLauncher = styled.button`
  position: fixed;
  right: ${({ theme }) => theme.space.xl};
  bottom: ${({ theme }) => theme.space.xl};
  z-index: ${({ theme }) => theme.zIndex.assistant};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border: 2px solid ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.textInverse};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  cursor: pointer;
  transition: transform 0.15s ease, background 0.15s ease, opacity 0.15s ease;
  &:hover {
    background: ${({ theme }) => theme.color.accentStrong};
    transform: translateY(-2px);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
  @media (width < ${({ theme }) => theme.breakpoint.mobile}) {
    right: ${({ theme }) => theme.space.lg};
    bottom: ${({ theme }) => theme.space.lg};
  }
  /*
   * Out of the way while a form field of the page has focus (on a phone the keyboard is up, and
   * the button would sit over what is typed), a modal dialog is open, or a sheet (the phone menu).
   */
  body:has(:is(input, textarea, select, [contenteditable='true']):focus, [role='dialog'][aria-modal='true'], [data-sheet]:not([hidden])) & {
    visibility: hidden;
    opacity: 0;
    transform: translateY(100%);
  }
`;

/**
 * The round button at the bottom right and the panel it opens, on every page. The button steps
 * aside while a form is being filled or a dialog is open; the footer leaves room for it at the
 * page's end.
 */
export const Assistant = () => {
  const t = useTexts(shellTexts);
  const [open, setOpen] = useState(false);
  // The panel and the assistant's answers are downloaded on the first opening, not with every
  // page. Loaded by hand rather than with lazy(): a Suspense boundary reveals its content on a
  // timer, which would hold the panel back wherever timers are slowed or paused.
  const [Conversation, setConversation] = useState<ComponentType<AssistantConversationProps>>();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    launcherRef.current?.focus();
  }, [open]);

  const handleOpen = () => {
    setOpen(true);
    if (Conversation) return;
    import('./assistant-conversation')
      .then((module) => setConversation(() => module.AssistantConversation))
      .catch((error: unknown) => {
        console.warn('The help assistant could not be loaded:', error);
        setOpen(false);
      });
  };

  const handleClose = () => {
    returnFocus.current = true;
    setOpen(false);
  };

  return (
    <>
      {Conversation && <Conversation open={open} onClose={handleClose} />}
      {!open && (
        <StyledLauncher ref={launcherRef} type="button" aria-label={t('Open help assistant')} onClick={handleOpen}>
          <Icon name="chat" size={26} />
        </StyledLauncher>
      )}
    </>
  );
};
