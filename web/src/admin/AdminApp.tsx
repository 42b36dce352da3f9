// The admin area (lazy-loaded at /admin/*): Mantine, notifications, the session and the admin routes live only
// in this chunk and the ones it loads.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './admin.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { paths } from '../routes';
import { useAdminTitle } from './brand';
import { DashboardPage } from './dashboard/DashboardPage';
import { CourseEditorPage } from './courses/CourseEditorPage';
import { CoursesPage } from './courses/CoursesPage';
import { JobPostingsPage } from './jobs/JobPostingsPage';
import { AdminLayout } from './layout/AdminLayout';
import { LeadsPage } from './leads/LeadsPage';
import { LeadPage } from './leads/LeadPage';
import { ApplicationsPage } from './applications/ApplicationsPage';
import { LoginPage } from './login/LoginPage';
import { RegisterPage } from './login/RegisterPage';
import { AdminSessionProvider } from './session/AdminSession';
import { RequireSignedIn, RequireSignedOut } from './session/guards';
import { SettingsPage } from './settings/SettingsPage';
import { AddStoryPage, EditStoryPage } from './stories/StoryFormPage';
import { SuccessStoriesPage } from './stories/SuccessStoriesPage';
import { adminCssVariablesResolver, adminTheme } from './theme';
import { UsersPage } from './users/UsersPage';
import { AuditLogPage } from './audit/AuditLogPage';
import { TrashPage } from './trash/TrashPage';
import { OutboxPage } from './outbox/OutboxPage';

/** A path of the routes table, relative to /admin (the admin routes are nested under /admin/*). */
function relative(path: string): string {
  return path === paths.admin.root ? '' : path.slice(paths.admin.root.length + 1);
}

const PAGE_TITLES: [string, string][] = [
  [paths.admin.login, 'Admin Login'],
  [paths.admin.register, 'Admin accounts'],
  [paths.admin.users, 'Users'],
  [paths.admin.addStory, 'Add Success Story'],
  [paths.admin.stories, 'Success Stories'],
  [paths.admin.courses, 'Courses'],
  [paths.admin.jobs, 'Job Postings'],
  // One lead's page (/admin/leads/<id>) before the list, whose entry would also match it.
  [paths.admin.lead(''), 'Lead'],
  [paths.admin.leads, 'Leads'],
  [paths.admin.applications, 'Applications'],
  [paths.admin.settings, 'Settings'],
  [paths.admin.audit, 'Audit log'],
  [paths.admin.trash, 'Trash'],
  [paths.admin.outbox, 'Outbox'],
];

/** The browser tab names the admin page (and screen-reader users hear where a navigation led). */
function DocumentTitle() {
  const { pathname } = useLocation();
  const adminTitle = useAdminTitle();
  useEffect(() => {
    // A path ending in "/" names only the pages below it.
    const page = PAGE_TITLES.find(([path]) => pathname === path || pathname.startsWith(path.endsWith('/') ? path : `${path}/`))?.[1] ?? 'Dashboard';
    const previous = document.title;
    document.title = `${page} · ${adminTitle}`;
    return () => {
      document.title = previous;
    };
  }, [pathname, adminTitle]);
  return null;
}

export default function AdminApp() {
  return (
    <MantineProvider theme={adminTheme} cssVariablesResolver={adminCssVariablesResolver} defaultColorScheme="light">
      {/* Bottom: a notification never covers a page's title or its table's headings (issue 26). */}
      <Notifications position="bottom-right" limit={4} />
      <AdminSessionProvider>
        <DocumentTitle />
        <Routes>
          <Route
            path={relative(paths.admin.login)}
            element={
              <RequireSignedOut>
                <LoginPage />
              </RequireSignedOut>
            }
          />
          <Route
            path={relative(paths.admin.register)}
            element={
              <RequireSignedOut>
                <RegisterPage />
              </RequireSignedOut>
            }
          />
          <Route
            element={
              <RequireSignedIn>
                <AdminLayout />
              </RequireSignedIn>
            }
          >
            <Route index element={<DashboardPage />} />
            <Route
              path={relative(paths.admin.users)}
              element={
                <RequireSignedIn roles={['ADMIN']}>
                  <UsersPage />
                </RequireSignedIn>
              }
            />
            <Route path={relative(paths.admin.stories)} element={<SuccessStoriesPage />} />
            <Route path={relative(paths.admin.addStory)} element={<AddStoryPage />} />
            <Route path={`${relative(paths.admin.stories)}/:id/edit`} element={<EditStoryPage />} />
            <Route path={relative(paths.admin.courses)} element={<CoursesPage />} />
            <Route path={`${relative(paths.admin.courses)}/:id`} element={<CourseEditorPage />} />
            <Route path={relative(paths.admin.jobs)} element={<JobPostingsPage />} />
            {/* ADMIN and EDITOR, like every page not narrowed by role (a USER never gets past RequireSignedIn). */}
            <Route path={relative(paths.admin.leads)} element={<LeadsPage />} />
            <Route path={`${relative(paths.admin.leads)}/:id`} element={<LeadPage />} />
            <Route path={relative(paths.admin.applications)} element={<ApplicationsPage />} />
            <Route
              path={relative(paths.admin.settings)}
              element={
                <RequireSignedIn roles={['ADMIN']}>
                  <SettingsPage />
                </RequireSignedIn>
              }
            />
            <Route
              path={relative(paths.admin.audit)}
              element={
                <RequireSignedIn roles={['ADMIN']}>
                  <AuditLogPage />
                </RequireSignedIn>
              }
            />
            <Route
              path={relative(paths.admin.trash)}
              element={
                <RequireSignedIn roles={['ADMIN']}>
                  <TrashPage />
                </RequireSignedIn>
              }
            />
            <Route
              path={relative(paths.admin.outbox)}
              element={
                <RequireSignedIn roles={['ADMIN']}>
                  <OutboxPage />
                </RequireSignedIn>
              }
            />
            <Route path="*" element={<Navigate to={paths.admin.root} replace />} />
          </Route>
        </Routes>
      </AdminSessionProvider>
    </MantineProvider>
  );
}
