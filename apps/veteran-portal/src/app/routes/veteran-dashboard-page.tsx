import { useVeteranProfile, useVeteranSession, useVeteranStats } from '@jobboard/api-client';
import type { VeteranProfile } from '@jobboard/contracts';
import { Stack, Tabs } from '@jobboard/ui';
import { lazy, useEffect, useRef } from 'react';
import { isRefusedRead, LazyTab, OwnerDashboardPage, StyledDashboardPage } from '@jobboard/portal-kit';
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
          <LazyTab label="Loading your profile">
            <EditProfileView veteran={veteran} onDone={() => setEditing(false)} />
          </LazyTab>
        </Stack>
      </StyledDashboardPage>
    );
  }

  return (
    <StyledDashboardPage>
      <Stack $gap="xl">
        <DashboardHeader veteran={veteran} onEditProfile={() => setEditing(true)} editButtonRef={editButtonRef} />
        <DashboardStats stats={stats} loading={statsLoading} />
        <Tabs
          label="Dashboard sections"
          value={tab}
          onChange={setTab}
          tabs={[
            { id: 'profile', label: 'Profile', content: <ProfileTab veteran={veteran} /> },
            {
              id: 'recommended',
              label: 'Recommended Jobs',
              content: (
                <LazyTab label="Loading recommended jobs">
                  <RecommendedJobsTab veteranId={veteran.id} />
                </LazyTab>
              ),
            },
            {
              id: 'applications',
              label: 'My Applications',
              content: (
                <LazyTab label="Loading your applications">
                  <ApplicationsTab veteranId={veteran.id} />
                </LazyTab>
              ),
            },
            {
              id: 'saved',
              label: 'Saved Jobs',
              content: (
                <LazyTab label="Loading saved jobs">
                  <SavedJobsTab />
                </LazyTab>
              ),
            },
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
