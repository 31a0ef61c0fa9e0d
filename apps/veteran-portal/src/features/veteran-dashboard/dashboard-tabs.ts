import { useTabInAddress } from '@jobboard/portal-kit';
import { useSearchParams } from 'react-router-dom';

export const dashboardTabs = ['profile', 'recommended', 'applications', 'saved'] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

/** The dashboard's tab lives in the address (?tab=recommended), so a reload or a link keeps it. */
export const useDashboardTab = () => useTabInAddress(dashboardTabs, 'profile');

/**
 * Edit Profile is a view of the dashboard's own address (?edit=profile): the browser's Back
 * button leaves it, and a reload keeps it.
 */
export const useEditProfileView = (): [boolean, (editing: boolean) => void] => {
  const [searchParams, setSearchParams] = useSearchParams();
  const setEditing = (editing: boolean) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      if (editing) params.set('edit', 'profile');
      else params.delete('edit');
      return params;
    });
  return [searchParams.get('edit') === 'profile', setEditing];
};
