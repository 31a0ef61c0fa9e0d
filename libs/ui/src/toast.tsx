import { useTexts } from '@jobboard/i18n';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { uiTexts } from './texts';

type ToastVariant = 'default' | 'success' | 'destructive';

interface ToastMessage {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

interface ShownToast extends ToastMessage {
  id: number;
}

/** One toast at a time, shown for 5000 ms, so messages never pile up. */
const toastDurationMs = 5000;

interface ToastContextValue {
  toast: (message: ToastMessage) => void;
  dismiss: () => void;
  current: ShownToast | undefined;
}

const ToastContext = createContext<ToastContextValue | undefined>(undefined);

export const ToastProvider = ({ children }: { children: ReactNode }) => {
  const [current, setCurrent] = useState<ShownToast>();
  const nextId = useRef(1);
  // A new toast replaces the one on screen (the limit is one).
  const toast = useCallback((message: ToastMessage) => setCurrent({ ...message, id: nextId.current++ }), []);
  const dismiss = useCallback(() => setCurrent(undefined), []);
  const value = useMemo(() => ({ toast, dismiss, current }), [toast, dismiss, current]);
  return <ToastContext.Provider value={value}>{children}</ToastContext.Provider>;
};

export const useToast = (): Pick<ToastContextValue, 'toast' | 'dismiss'> => {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside <ToastProvider>');
  return { toast: context.toast, dismiss: context.dismiss };
};

const StyledViewport = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.space.lg};
  right: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndex.toast};
  width: min(380px, calc(100vw - 32px));
`;

const StyledToast = styled.div<{ $variant: ToastVariant }>`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme, $variant }) =>
    $variant === 'destructive' ? theme.color.danger : $variant === 'success' ? theme.color.success : theme.color.surface};
  color: ${({ theme, $variant }) => ($variant === 'default' ? theme.color.text : theme.color.textInverse)};
`;

const StyledToastText = styled.div`
  flex: 1;
  strong { display: block; margin-bottom: ${({ theme }) => theme.space.xs}; }
  p { margin: 0; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const StyledClose = styled.button`
  border: 0;
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.lg};
  cursor: pointer;
  line-height: 1;
`;

/** Where toasts appear; rendered once, by the shell. */
export const Toaster = () => {
  const t = useTexts(uiTexts);
  const context = useContext(ToastContext);
  const current = context?.current;
  const dismiss = context?.dismiss;
  useEffect(() => {
    if (!current || !dismiss) return;
    const timer = setTimeout(dismiss, toastDurationMs);
    return () => clearTimeout(timer);
  }, [current, dismiss]);
  return (
    <StyledViewport role="region" aria-label={t('Notifications')}>
      <div role="status" aria-live="polite">
        {current && (
          <StyledToast $variant={current.variant ?? 'default'} data-testid="toast" data-variant={current.variant ?? 'default'}>
            <StyledToastText>
              <strong>{current.title}</strong>
              {current.description && <p>{current.description}</p>}
            </StyledToastText>
            <StyledClose type="button" aria-label={t('Dismiss notification')} onClick={dismiss}>
              ×
            </StyledClose>
          </StyledToast>
        )}
      </div>
    </StyledViewport>
  );
};
