import { useVeteranProfile, useVeteranSession, useVeteranStats } from '@jobboard/api-client';
import type { VeteranProfile } from '@jobboard/contracts';
import { SkeletonList, Stack, Tabs } from '@jobboard/ui';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { EmailUnconfirmedNotice, isRefusedRead, OwnerDashboardPage, StyledDashboardPage } from '@jobboard/portal-kit';
import { useParams } from 'react-router-dom';
import {
  DashboardHeader,
  DashboardStats,
  veteranStatLabels,
  ProfileTab,
  useDashboardTab,
  useEditProfileView,
  VeteranNotFound,
} from '../../features/veteran-dashboard';

// The first tab (Profile) comes with the page; the other tabs and Edit Profile load when first
// opened, so the dashboard's first view does not download and run them (nor zod, for the forms).
const dashboard = () => import('../../features/veteran-dashboard');
const RecommendedJobsTab = lazy(() => dashboard().then((module) => ({ default: module.RecommendedJobsTab })));
const ApplicationsTab = lazy(() => dashboard().then((module) => ({ default: module.ApplicationsTab })));
const SavedJobsTab = lazy(() => dashboard().then((module) => ({ default: module.SavedJobsTab })));
const EditProfileView = lazy(() => dashboard().then((module) => ({ default: module.EditProfileView })));

const Dashboard = ({ signedIn }: { signedIn: VeteranProfile }) => {
  const [tab, setTab] = useDashboardTab();
  const [editing, setEditing] = useEditProfileView();
  const { data: profile, error: profileError } = useVeteranProfile(signedIn.id);
  const { data: stats, error: statsError, isLoading: statsLoading } = useVeteranStats(signedIn.id);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);

  // Back from Edit Profile, the keyboard carries on from the button that opened it.
  useEffect(() => {
    if (wasEditing.current && !editing) editButtonRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (isRefusedRead(profileError) || isRefusedRead(statsError)) return <VeteranNotFound />;
  // The session's copy shows at once; the profile read replaces it when it answers.
  const veteran = profile ?? signedIn;

  if (editing) {
    return (
      <StyledDashboardPage $narrow>
        <Stack $gap="xl">
          <Suspense fallback={<SkeletonList count={3} label="Loading your profile" />}>
            <EditProfileView veteran={veteran} onDone={() => setEditing(false)} />
          </Suspense>
        </Stack>
      </StyledDashboardPage>
    );
  }

  return (
    <StyledDashboardPage>
      <Stack $gap="xl">
        <DashboardHeader veteran={veteran} onEditProfile={() => setEditing(true)} editButtonRef={editButtonRef} />
        <EmailUnconfirmedNotice kind="veteran" />
        <DashboardStats stats={stats} loading={statsLoading} />
        <Tabs
          label="Dashboard sections"
          value={tab}
          onChange={setTab}
          tabs={[
            { id: 'profile', label: 'Profile', content: <ProfileTab veteran={veteran} /> },
            { id: 'recommended', label: 'Recommended Jobs', loadingLabel: 'Loading recommended jobs', content: <RecommendedJobsTab veteranId={veteran.id} /> },
            { id: 'applications', label: 'My Applications', loadingLabel: 'Loading your applications', content: <ApplicationsTab veteranId={veteran.id} /> },
            { id: 'saved', label: 'Saved Jobs', loadingLabel: 'Loading saved jobs', content: <SavedJobsTab /> },
          ]}
        />
      </Stack>
    </StyledDashboardPage>
  );
};

/** /veteran-dashboard/:id: shown only to the veteran signed in as that id; anyone else sees "Veteran profile not found". */
export const VeteranDashboardPage = () => {
  const { id } = useParams();
  const session = useVeteranSession();
  return (
    <OwnerDashboardPage title="Veteran Dashboard" id={id} session={session} statLabels={veteranStatLabels} notFound={<VeteranNotFound />}>
      {(veteran) => <Dashboard signedIn={veteran} />}
    </OwnerDashboardPage>
  );
};
