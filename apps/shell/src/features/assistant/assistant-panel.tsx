import { assistantName } from '@jobboard/domain';
import { useTexts } from '@jobboard/i18n';
import { Icon, IconButton, Stack, StyledInput, VisuallyHidden } from '@jobboard/ui';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { BrandMark } from '../../components/brand/brand-mark';
import { shellTexts } from '../../texts';
import { QuickHelp } from './quick-help';
import type { AssistantChat, ChatMessage } from './use-assistant-chat';

/** The panel is 384 by 600 px; on smaller screens it shrinks to fit. */
const panelWidth = '384px';
const panelHeight = '600px';

const StyledPanel = styled.section`
  position: fixed;
  right: ${({ theme }) => theme.space.xl};
  bottom: ${({ theme }) => theme.space.xl};
  z-index: ${({ theme }) => theme.zIndex.assistant};
  width: min(${panelWidth}, calc(100vw - 2 * ${({ theme }) => theme.space.lg}));
  height: min(${panelHeight}, calc(100vh - 2 * ${({ theme }) => theme.space.lg}));
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.raised};

  @media (width < ${({ theme }) => theme.breakpoint.mobile}) {
    right: ${({ theme }) => theme.space.lg};
    bottom: ${({ theme }) => theme.space.lg};
  }
`;

const StyledPanelHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.sm} ${theme.space.md} ${theme.space.lg}`};
  background: ${({ theme }) => theme.color.brand};
  color: ${({ theme }) => theme.color.textInverse};
  border-bottom: 3px solid ${({ theme }) => theme.color.accent};
  svg {
    flex-shrink: 0;
  }
`;

const StyledHeading = styled.div`
  flex: 1;
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.brandSoft};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

const StyledScroller = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surfaceMuted};
`;

const StyledBubble = styled.p<{ $sender: ChatMessage['sender'] }>`
  margin: 0;
  max-width: 85%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  border-radius: ${({ theme }) => theme.radius.lg};
  ${({ theme, $sender }) =>
    $sender === 'user'
      ? css`
          background: ${theme.color.brand};
          color: ${theme.color.textInverse};
          border-bottom-right-radius: ${theme.radius.sm};
        `
      : css`
          background: ${theme.color.surface};
          color: ${theme.color.text};
          border: 1px solid ${theme.color.border};
          border-bottom-left-radius: ${theme.radius.sm};
        `}
`;

const StyledTime = styled.time`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const bounce = keyframes`
  0%, 80%, 100% { transform: translateY(0); opacity: 0.5; }
  40% { transform: translateY(-4px); opacity: 1; }
`;

const StyledTyping = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md}`};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  border-bottom-left-radius: ${({ theme }) => theme.radius.sm};
  span[aria-hidden] {
    width: 7px;
    height: 7px;
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.color.textMuted};
    animation: ${bounce} 1.2s infinite ease-in-out;
  }
  span[aria-hidden]:nth-child(3) {
    animation-delay: 0.15s;
  }
  span[aria-hidden]:nth-child(4) {
    animation-delay: 0.3s;
  }
  @media (prefers-reduced-motion: reduce) {
    span[aria-hidden] {
      animation: none;
    }
  }
`;

const StyledComposer = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

const StyledComposerInput = styled(StyledInput)`
  flex: 1;
  border-radius: ${({ theme }) => theme.radius.round};
  padding-left: ${({ theme }) => theme.space.lg};
`;

const StyledSendButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 42px;
  height: 42px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.textInverse};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.accentStrong};
  }
  &:disabled {
    background: ${({ theme }) => theme.color.neutralSoft};
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`;

const formatTime = (date: Date) => date.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

export interface AssistantPanelProps {
  chat: AssistantChat;
  onClose: () => void;
}

/** The conversation, quick help and a message box; Enter sends. */
export const AssistantPanel = ({ chat, onClose }: AssistantPanelProps) => {
  const t = useTexts(shellTexts);
  const titleId = useId();
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [category, setCategory] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  }, [chat.messages.length, chat.typing, category]);

  const handleSend = (text: string, shown?: string) => {
    if (!chat.send(text, shown)) return;
    setDraft('');
    setCategory(undefined);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    handleSend(draft);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <StyledPanel role="dialog" aria-labelledby={titleId} onKeyDown={handleKeyDown}>
      <StyledPanelHeader>
        <BrandMark size={32} />
        <StyledHeading>
          <h2 id={titleId}>{assistantName}</h2>
          <p>{t('Quick answers about jobs and more')}</p>
        </StyledHeading>
        <IconButton $tone="inverse" aria-label={t('Close assistant')} onClick={onClose}>
          <Icon name="close" size={20} />
        </IconButton>
      </StyledPanelHeader>

      {/* Quick help scrolls with the conversation, so messages get the room; focusable so
          keyboard users can scroll back through a long conversation. */}
      <StyledScroller ref={scrollerRef} role="region" aria-label={t('Messages')} tabIndex={0}>
        <div role="log" aria-label={t('Conversation')} aria-live="polite">
          <Stack as="ol" $gap="md">
            {chat.messages.map((message) => (
              <Stack as="li" key={message.id} $gap="xxs" $align={message.sender === 'user' ? 'end' : 'start'}>
                <StyledBubble $sender={message.sender}>
                  <VisuallyHidden>{message.sender === 'user' ? t('You:') : t('Assistant:')} </VisuallyHidden>
                  {message.text}
                </StyledBubble>
                <StyledTime dateTime={message.timestamp.toISOString()}>{formatTime(message.timestamp)}</StyledTime>
              </Stack>
            ))}
          </Stack>
          {chat.typing && (
            <StyledTyping role="status">
              <VisuallyHidden>{t('The assistant is typing…')}</VisuallyHidden>
              <span aria-hidden="true" />
              <span aria-hidden="true" />
              <span aria-hidden="true" />
            </StyledTyping>
          )}
        </div>
        <QuickHelp selected={category} onSelect={setCategory} onAsk={handleSend} />
      </StyledScroller>

      <StyledComposer onSubmit={handleSubmit}>
        <VisuallyHidden as="label" htmlFor={inputId}>
          {t('Message')}
        </VisuallyHidden>
        <StyledComposerInput
          ref={inputRef}
          id={inputId}
          type="text"
          autoComplete="off"
          placeholder={t('Type your message...')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <StyledSendButton type="submit" aria-label={t('Send')} disabled={!draft.trim()}>
          <Icon name="send" size={20} />
        </StyledSendButton>
      </StyledComposer>
    </StyledPanel>
  );
};
