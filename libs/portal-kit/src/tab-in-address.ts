import { useSearchParams } from 'react-router-dom';

/**
 * The selected tab of a page, kept in the address (`?tab=`) so it survives a reload and can be
 * linked to. The default tab leaves the address clean; an unknown value reads as the default.
 */
export const useTabInAddress = <T extends string>(tabs: readonly T[], defaultTab: T): [T, (next: T) => void] => {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab = tabs.find((candidate) => candidate === requested) ?? defaultTab;
  const selectTab = (next: T) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === defaultTab) params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  return [tab, selectTab];
};
