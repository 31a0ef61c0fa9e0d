import type { AdminListName, AdminListQuery } from '@jobboard/api-client';
import type { AdminUser } from '@jobboard/contracts';
import { useTexts, withParts } from '@jobboard/i18n';
import { StyledDashboardHeader, StyledDashboardIdentity, StyledDashboardMeta, useTabInAddress } from '@jobboard/portal-kit';
import { Button, Container, Stack, Tabs } from '@jobboard/ui';
import { lazy, useCallback, useId, useState } from 'react';
import styled from 'styled-components';
import { adminTexts } from '../../texts';
import { AdminSummaryCards } from './admin-summary-cards';
import { JobsTab } from './jobs-tab';

// The first tab (Jobs) comes with the page; the others load when first opened, so the
// dashboard's first view does not download and run every tab.
const ApplicationsTab = lazy(() => import('./applications-tab').then((module) => ({ default: module.ApplicationsTab })));
const EmployersTab = lazy(() => import('./employers-tab').then((module) => ({ default: module.EmployersTab })));
const VeteransTab = lazy(() => import('./veterans-tab').then((module) => ({ default: module.VeteransTab })));
const AuditTab = lazy(() => import('./audit-tab').then((module) => ({ default: module.AuditTab })));

// One line of text, not the meta row's icon-and-words layout.
const StyledSignedIn = styled.span`
  && { display: inline; }
`;

const tabIds = ['jobs', 'applications', 'employers', 'veterans', 'audit'] as const satisfies readonly AdminListName[];
type TabId = (typeof tabIds)[number];

export interface AdminDashboardProps {
  admin: AdminUser;
  onSignOut: () => void;
}

const displayName = (admin: AdminUser) => [admin.firstName, admin.lastName].filter(Boolean).join(' ');

/** The admin dashboard: who is signed in, the platform's figures, and the five tabs. */
export const AdminDashboard = ({ admin, onSignOut }: AdminDashboardProps) => {
  const t = useTexts(adminTexts);
  const name = displayName(admin);
  const headingId = useId();
  const [tab, setTab] = useTabInAddress(tabIds, 'jobs');
  // Each tab keeps its search, filter, sort and page while another tab is open.
  const [queries, setQueries] = useState<Record<TabId, AdminListQuery>>({ jobs: {}, applications: {}, employers: {}, veterans: {}, audit: {} });
  const queryChange = useCallback((id: TabId) => (query: AdminListQuery) => setQueries((current) => ({ ...current, [id]: query })), []);
  const tabProps = (id: TabId) => ({ query: queries[id], onQueryChange: queryChange(id) });

  return (
    <Container>
      <Stack $gap="xl">
        <StyledDashboardHeader aria-labelledby={headingId}>
          <StyledDashboardIdentity>
            <h1 id={headingId}>{t('Admin Dashboard')}</h1>
            <StyledDashboardMeta>
              <StyledSignedIn>
                {withParts(t('Signed in as {{name}}'), { name: <strong>{name || admin.username}</strong> })}
                {name && ` (${admin.username})`}
              </StyledSignedIn>
            </StyledDashboardMeta>
          </StyledDashboardIdentity>
          <Button type="button" $variant="outline" onClick={onSignOut}>
            {t('Sign Out')}
          </Button>
        </StyledDashboardHeader>
        <AdminSummaryCards />
        <Tabs
          label={t('Platform lists')}
          value={tab}
          onChange={setTab}
          tabs={[
            { id: 'jobs', label: t('Jobs'), content: <JobsTab {...tabProps('jobs')} /> },
            { id: 'applications', label: t('Applications'), loadingLabel: t('Loading applications'), content: <ApplicationsTab {...tabProps('applications')} /> },
            { id: 'employers', label: t('Employers'), loadingLabel: t('Loading employers'), content: <EmployersTab {...tabProps('employers')} /> },
            { id: 'veterans', label: t('Veterans'), loadingLabel: t('Loading veterans'), content: <VeteransTab {...tabProps('veterans')} /> },
            { id: 'audit', label: t('Audit'), loadingLabel: t('Loading audit'), content: <AuditTab {...tabProps('audit')} /> },
          ]}
        />
      </Stack>
    </Container>
  );
};
