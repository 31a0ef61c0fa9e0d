import { Icon } from '@jobboard/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { AssistantPanel } from './assistant-panel';
import { useAssistantChat } from './use-assistant-chat';

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
  transition: transform 0.15s ease, background 0.15s ease;
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
`;

/** The round button at the bottom right and the panel it opens, on every page. */
export const Assistant = () => {
  const chat = useAssistantChat();
  const [open, setOpen] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    launcherRef.current?.focus();
  }, [open]);

  const handleOpen = () => {
    chat.greetIfEmpty();
    setOpen(true);
  };

  const handleClose = () => {
    returnFocus.current = true;
    setOpen(false);
  };

  if (open) return <AssistantPanel chat={chat} onClose={handleClose} />;
  return (
    <StyledLauncher ref={launcherRef} type="button" aria-label="Open help assistant" onClick={handleOpen}>
      <Icon name="chat" size={26} />
    </StyledLauncher>
  );
};
