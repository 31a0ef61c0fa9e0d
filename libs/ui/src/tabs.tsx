import { Suspense, useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { SkeletonList } from './skeleton';

interface TabItem<T extends string = string> {
  id: T;
  label: ReactNode;
  /**
   * A tab whose content is `React.lazy` shows a list's loading shape until its code has come,
   * named by this for screen readers ("Loading interviews"; "Loading" unless told).
   */
  loadingLabel?: string;
  content: ReactNode;
}

export interface TabsProps<T extends string = string> {
  /** The accessible name of the tab list, e.g. "Dashboard sections". */
  label: string;
  /** The id of the selected tab. */
  value: T;
  onChange: (id: T) => void;
  tabs: readonly TabItem<T>[];
  /** Keep the panels of unselected tabs mounted (hidden), so their state survives switching. */
  keepMounted?: boolean;
}

const StyledTabList = styled.div`
  /* Positioned, so visually hidden text inside a tab scrolls with the list instead of widening the page. */
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  overflow-x: auto;
  scrollbar-width: thin;
  /* On a phone the tabs wrap onto more lines: every tab stays in sight, none is cut off at the edge. */
  @media (width < ${({ theme }) => theme.breakpoint.mobile}) {
    flex-wrap: wrap;
    overflow-x: visible;
  }
`;

const StyledTab = styled.button<{ $selected: boolean }>`
  flex: none;
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme, $selected }) => ($selected ? theme.font.weight.bold : theme.font.weight.medium)};
  color: ${({ theme, $selected }) => ($selected ? theme.color.brand : theme.color.textMuted)};
  background: transparent;
  border: 0;
  border-bottom: 3px solid ${({ theme, $selected }) => ($selected ? theme.color.brand : 'transparent')};
  border-radius: ${({ theme }) => `${theme.radius.sm} ${theme.radius.sm} 0 0`};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin-bottom: -1px;
  white-space: nowrap;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.color.brand}; background: ${({ theme }) => theme.color.brandSoft}; }
  &:focus-visible { outline-offset: -3px; }
`;

const StyledTabPanel = styled.div`
  padding-top: ${({ theme }) => theme.space.xl};
  &:focus-visible { outline-offset: 4px; border-radius: ${({ theme }) => theme.radius.sm}; }
`;

/**
 * WAI-ARIA tabs with automatic activation: arrows, Home and End move focus and select.
 * Controlled: the parent owns `value`.
 */
export const Tabs = <T extends string>({ label, value, onChange, tabs, keepMounted = false }: TabsProps<T>) => {
  const baseId = useId();
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (id: T) => `${baseId}-tab-${id}`;
  const panelId = (id: T) => `${baseId}-panel-${id}`;
  // A value that names no tab falls back to the first, so one tab is always reachable by Tab.
  const selected = tabs.some((tab) => tab.id === value) ? value : tabs[0]?.id;

  // Where the tab list scrolls sideways (a narrow box on a wider screen), keep the selected tab
  // (say, one linked with ?tab=) in sight, without moving the page itself.
  useEffect(() => {
    const list = listRef.current;
    const tab = selected === undefined ? undefined : tabRefs.current.get(selected);
    if (!list || !tab) return;
    const listBox = list.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    if (tabBox.right > listBox.right) list.scrollLeft += tabBox.right - listBox.right;
    else if (tabBox.left < listBox.left) list.scrollLeft -= listBox.left - tabBox.left;
  }, [selected]);

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    tabRefs.current.get(tab.id)?.focus();
    if (tab.id !== value) onChange(tab.id);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <StyledTabList ref={listRef} role="tablist" aria-label={label} aria-orientation="horizontal">
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <StyledTab
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              $selected={isSelected}
              onClick={() => select(index)}
              onKeyDown={(event) => handleKeyDown(event, index)}
            >
              {tab.label}
            </StyledTab>
          );
        })}
      </StyledTabList>
      {tabs
        .filter((tab) => keepMounted || tab.id === selected)
        .map((tab) => (
          <StyledTabPanel
            key={tab.id}
            role="tabpanel"
            id={panelId(tab.id)}
            aria-labelledby={tabId(tab.id)}
            tabIndex={0}
            hidden={tab.id !== selected}
          >
            <Suspense fallback={<SkeletonList count={3} label={tab.loadingLabel} />}>{tab.content}</Suspense>
          </StyledTabPanel>
        ))}
    </div>
  );
};
