import { useEffect } from 'react';
import { AssistantPanel } from './assistant-panel';
import { useAssistantChat } from './use-assistant-chat';

export interface AssistantConversationProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The conversation and its panel, loaded on the first click of the launcher. It stays mounted
 * once loaded, closed or open, so the conversation survives closing the panel.
 */
export const AssistantConversation = ({ open, onClose }: AssistantConversationProps) => {
  const chat = useAssistantChat();
  const { greetIfEmpty } = chat;
  useEffect(() => {
    if (open) greetIfEmpty();
  }, [open, greetIfEmpty]);
  return open ? <AssistantPanel chat={chat} onClose={onClose} /> : null;
};
