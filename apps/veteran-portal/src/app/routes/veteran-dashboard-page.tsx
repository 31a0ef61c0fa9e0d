import { ApiError, useVeteranProfile, useVeteranSession, useVeteranStats } from '@jobboard/api-client';
import type { VeteranProfile } from '@jobboard/contracts';
import { Container, LoadFailedNotice, Stack, Tabs } from '@jobboard/ui';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  ApplicationsTab,
  DashboardHeader,
  DashboardSkeleton,
  DashboardStats,
  EditProfileView,
  ProfileTab,
  RecommendedJobsTab,
  SavedJobsTab,
  useDashboardTab,
  useEditProfileView,
  VeteranNotFound,
} from '../../features/veteran-dashboard';

const StyledPage = styled(Container)`
  padding-bottom: ${({ theme }) => theme.space.xxxl};
`;

/** The session ended or the profile is not this veteran's: the dashboard is not shown. */
const isRefused = (error: unknown) => error instanceof ApiError && [401, 403, 404].includes(error.status);

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

  if (isRefused(profileError) || isRefused(statsError)) return <VeteranNotFound />;
  // The session's copy shows at once; the profile read replaces it when it answers.
  const veteran = profile ?? signedIn;

  if (editing) {
    return (
      <StyledPage $narrow>
        <Stack $gap="xl">
          <EditProfileView veteran={veteran} onDone={() => setEditing(false)} />
        </Stack>
      </StyledPage>
    );
  }

  return (
    <StyledPage>
      <Stack $gap="xl">
        <DashboardHeader veteran={veteran} onEditProfile={() => setEditing(true)} editButtonRef={editButtonRef} />
        <DashboardStats stats={stats} loading={statsLoading} />
        <Tabs
          label="Dashboard sections"
          value={tab}
          onChange={setTab}
          tabs={[
            { id: 'profile', label: 'Profile', content: <ProfileTab veteran={veteran} /> },
            { id: 'recommended', label: 'Recommended Jobs', content: <RecommendedJobsTab veteranId={veteran.id} /> },
            { id: 'applications', label: 'My Applications', content: <ApplicationsTab veteranId={veteran.id} /> },
            { id: 'saved', label: 'Saved Jobs', content: <SavedJobsTab /> },
          ]}
        />
      </Stack>
    </StyledPage>
  );
};

/** /veteran-dashboard/:id: shown only to the veteran signed in as that id; anyone else sees "Veteran profile not found". */
export const VeteranDashboardPage = () => {
  const { id } = useParams();
  const { data: veteran, error, isLoading, mutate } = useVeteranSession();

  if (error && !isRefused(error)) {
    return (
      <StyledPage>
        <h1>Veteran Dashboard</h1>
        <LoadFailedNotice headingLevel={2} title="Could not load your dashboard" onRetry={() => void mutate()} />
      </StyledPage>
    );
  }
  if (isLoading) {
    return (
      <StyledPage>
        <Stack $gap="xl">
          <DashboardSkeleton />
        </Stack>
      </StyledPage>
    );
  }
  if (!veteran || veteran.id !== id) return <VeteranNotFound />;
  return <Dashboard signedIn={veteran} />;
};
