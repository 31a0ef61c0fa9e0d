import { answerAssistantQuestion, assistantGreeting, assistantReplyDelayMs, domainTexts } from '@jobboard/domain';
import { useTexts } from '@jobboard/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';

/** A chat message lives only in the browser: the assistant answers locally and stores nothing. */
export interface ChatMessage {
  id: number;
  text: string;
  sender: 'user' | 'bot';
  timestamp: Date;
}

export interface AssistantChat {
  messages: readonly ChatMessage[];
  /** True while at least one bot reply is on its way. */
  typing: boolean;
  greetIfEmpty: () => void;
  /**
   * Sends a message; a blank one is ignored and false returned. `shown` is how the person's
   * message reads in the conversation when it differs from what is asked (a quick-help question,
   * asked in English and shown in the page's language).
   */
  send: (text: string, shown?: string) => boolean;
}

/**
 * The conversation: a greeting on first open, each reply `assistantReplyDelayMs` after its
 * question, both in the page's language (the answers are the domain rules' texts).
 */
export const useAssistantChat = (): AssistantChat => {
  const td = useTexts(domainTexts);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pendingReplies, setPendingReplies] = useState(0);
  const nextId = useRef(1);
  const timers = useRef(new Set<number>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const newMessage = useCallback(
    (text: string, sender: ChatMessage['sender']): ChatMessage => ({
      id: nextId.current++,
      text,
      sender,
      timestamp: new Date(),
    }),
    [],
  );

  const greetIfEmpty = useCallback(() => {
    const greeting = newMessage(td(assistantGreeting), 'bot');
    setMessages((current) => (current.length === 0 ? [greeting] : current));
  }, [newMessage, td]);

  const send = useCallback(
    (text: string, shown?: string) => {
      const question = text.trim();
      if (!question) return false;
      const userMessage = newMessage(shown ?? question, 'user');
      setMessages((current) => [...current, userMessage]);
      setPendingReplies((count) => count + 1);
      const timer = window.setTimeout(() => {
        timers.current.delete(timer);
        const reply = newMessage(td(answerAssistantQuestion(question)), 'bot');
        setMessages((current) => [...current, reply]);
        setPendingReplies((count) => count - 1);
      }, assistantReplyDelayMs);
      timers.current.add(timer);
      return true;
    },
    [newMessage, td],
  );

  return { messages, typing: pendingReplies > 0, greetIfEmpty, send };
};
