import { useTexts } from '@jobboard/i18n';
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { IconButton } from './icon-button';
import { uiTexts } from './texts';

type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, the Close button and a click on the overlay. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions under the content, e.g. Cancel and Submit. */
  footer?: ReactNode;
  size?: DialogSize;
  /** What gets focus on open; otherwise the first focusable element of the content. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

const widths: Record<DialogSize, string> = { sm: '420px', md: '560px', lg: '760px' };

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const focusableIn = (container: HTMLElement): HTMLElement[] =>
  Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter((element) => !element.closest('[hidden]'));

// Dialogs can stack (a confirmation over a form): the page scrolls again only when the last one closes.
let scrollLocks = 0;
let unlockedOverflow = '';
let unlockedPaddingRight = '';

const lockBodyScroll = () => {
  const { body, documentElement } = document;
  if (scrollLocks === 0) {
    unlockedOverflow = body.style.overflow;
    unlockedPaddingRight = body.style.paddingRight;
    // Keep the page from shifting sideways when its scrollbar disappears.
    const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
    body.style.overflow = 'hidden';
  }
  scrollLocks += 1;
};

const unlockBodyScroll = () => {
  scrollLocks -= 1;
  if (scrollLocks === 0) {
    document.body.style.overflow = unlockedOverflow;
    document.body.style.paddingRight = unlockedPaddingRight;
  }
};

const StyledOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.overlay};
`;

const StyledPanel = styled.div<{ $size: DialogSize }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  max-height: calc(100vh - 2 * ${({ theme }) => theme.space.lg});
  max-height: calc(100dvh - 2 * ${({ theme }) => theme.space.lg});
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  &:focus { outline: none; }
`;

const StyledHeader = styled.div`
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.xxxl} ${theme.space.md} ${theme.space.xl}`};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.size.xl};
  margin: 0;
`;

const StyledDescription = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledBody = styled.div`
  flex: 1 1 auto;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl} ${theme.space.xl}`};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.xl}`};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

// Shown top right, over the header.
const StyledClose = styled(IconButton)`
  position: absolute;
  top: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
`;

/**
 * A modal dialog in a portal: focus moves in on open, Tab and Shift+Tab stay inside, Escape,
 * the Close button and the overlay close it, and focus goes back where it was.
 */
export const Dialog = ({ open, onClose, title, description, children, footer, size = 'md', initialFocusRef }: DialogProps) => {
  const t = useTexts(uiTexts);
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const pressStartedOnOverlay = useRef(false);
  // Read inside effects without re-running them when the parent passes a new function.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const firstInContent = [bodyRef.current, panel].map((area) => (area ? focusableIn(area)[0] : undefined)).find(Boolean);
    (initialFocusRef?.current ?? firstInContent ?? panel)?.focus();
    lockBodyScroll();
    return () => {
      unlockBodyScroll();
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
    // One focus-and-scroll session per opening; initialFocusRef is read as it opens.
  }, [open]);

  if (!open) return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = focusableIn(panelRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const handleOverlayMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnOverlay.current = event.target === event.currentTarget;
  };

  // Only a press that starts and ends on the overlay closes: selecting text in the dialog
  // and releasing outside it must not.
  const handleOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressStartedOnOverlay.current && event.target === event.currentTarget) onCloseRef.current();
    pressStartedOnOverlay.current = false;
  };

  return createPortal(
    <StyledOverlay data-testid="dialog-overlay" onMouseDown={handleOverlayMouseDown} onClick={handleOverlayClick}>
      <StyledPanel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        $size={size}
        onKeyDown={handleKeyDown}
      >
        <StyledHeader>
          <StyledTitle id={titleId}>{title}</StyledTitle>
          {description && <StyledDescription id={descriptionId}>{description}</StyledDescription>}
        </StyledHeader>
        <StyledBody ref={bodyRef}>{children}</StyledBody>
        {footer && <StyledFooter>{footer}</StyledFooter>}
        {/* Last in the Tab order, so focus starts on the content; shown top right. */}
        <StyledClose aria-label={t('Close')} onClick={() => onCloseRef.current()}>
          <span aria-hidden="true">×</span>
        </StyledClose>
      </StyledPanel>
    </StyledOverlay>,
    document.body,
  );
};
