import { useVeteranProfile, useVeteranSession, useVeteranStats } from '@jobboard/api-client';
import type { VeteranProfile } from '@jobboard/contracts';
import { useTexts } from '@jobboard/i18n';
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
import { veteranTexts } from '../../texts';

// The first tab (Profile) comes with the page; the other tabs and Edit Profile load when first
// opened, so the dashboard's first view does not download and run them (nor zod, for the forms).
const dashboard = () => import('../../features/veteran-dashboard');
const RecommendedJobsTab = lazy(() => dashboard().then((module) => ({ default: module.RecommendedJobsTab })));
const ApplicationsTab = lazy(() => dashboard().then((module) => ({ default: module.ApplicationsTab })));
const SavedJobsTab = lazy(() => dashboard().then((module) => ({ default: module.SavedJobsTab })));
const EditProfileView = lazy(() => dashboard().then((module) => ({ default: module.EditProfileView })));

const Dashboard = ({ signedIn }: { signedIn: VeteranProfile }) => {
  const t = useTexts(veteranTexts);
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
          <Suspense fallback={<SkeletonList count={3} label={t('Loading your profile')} />}>
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
          label={t('Dashboard sections')}
          value={tab}
          onChange={setTab}
          tabs={[
            { id: 'profile', label: t('Profile'), content: <ProfileTab veteran={veteran} /> },
            { id: 'recommended', label: t('Recommended Jobs'), loadingLabel: t('Loading recommended jobs'), content: <RecommendedJobsTab veteranId={veteran.id} /> },
            { id: 'applications', label: t('My Applications'), loadingLabel: t('Loading your applications'), content: <ApplicationsTab veteranId={veteran.id} /> },
            { id: 'saved', label: t('Saved Jobs'), loadingLabel: t('Loading saved jobs'), content: <SavedJobsTab /> },
          ]}
        />
      </Stack>
    </StyledDashboardPage>
  );
};

/** /veteran-dashboard/:id: shown only to the veteran signed in as that id; anyone else sees "Veteran profile not found". */
export const VeteranDashboardPage = () => {
  const t = useTexts(veteranTexts);
  const { id } = useParams();
  const session = useVeteranSession();
  return (
    <OwnerDashboardPage
      title={t('Veteran Dashboard')}
      id={id}
      session={session}
      statLabels={veteranStatLabels.map((label) => t(label))}
      notFound={<VeteranNotFound />}
    >
      {(veteran) => <Dashboard signedIn={veteran} />}
    </OwnerDashboardPage>
  );
};
