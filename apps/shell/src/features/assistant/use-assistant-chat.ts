import { answerAssistantQuestion, assistantGreeting, assistantReplyDelayMs } from '@jobboard/domain';
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
  /** Sends a message; a blank one is ignored and false returned. */
  send: (text: string) => boolean;
}

/** The conversation: a greeting on first open, each reply `assistantReplyDelayMs` after its question. */
export const useAssistantChat = (): AssistantChat => {
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
    const greeting = newMessage(assistantGreeting, 'bot');
    setMessages((current) => (current.length === 0 ? [greeting] : current));
  }, [newMessage]);

  const send = useCallback(
    (text: string) => {
      const question = text.trim();
      if (!question) return false;
      const userMessage = newMessage(question, 'user');
      setMessages((current) => [...current, userMessage]);
      setPendingReplies((count) => count + 1);
      const timer = window.setTimeout(() => {
        timers.current.delete(timer);
        const reply = newMessage(answerAssistantQuestion(question), 'bot');
        setMessages((current) => [...current, reply]);
        setPendingReplies((count) => count - 1);
      }, assistantReplyDelayMs);
      timers.current.add(timer);
      return true;
    },
    [newMessage],
  );

  return { messages, typing: pendingReplies > 0, greetIfEmpty, send };
};
