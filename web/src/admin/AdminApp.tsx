// The admin area (lazy-loaded at /admin/*): Mantine, notifications, the session and the admin routes live only
// in this chunk and the ones it loads.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './admin.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { lazy, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { paths } from '../routes';
import { useAdminTitle } from './brand';
import { DashboardPage } from './dashboard/DashboardPage';
import { AdminLayout } from './layout/AdminLayout';
import { LoginPage } from './login/LoginPage';
import { RegisterPage } from './login/RegisterPage';
import { AdminSessionProvider } from './session/AdminSession';
import { RequireSignedIn, RequireSignedOut } from './session/guards';
import { adminCssVariablesResolver, adminTheme } from './theme';

// Each page but the dashboard (the first page after signing in) is a file of its own, fetched when it is first opened
// (the layout's Suspense shows a loader meanwhile): as one file the admin area was over Vite's 500 kB warning, and a
// counsellor opening the leads need not download the course editor's form or the pipeline.
const CourseEditorPage = lazy(() => import('./courses/CourseEditorPage').then((m) => ({ default: m.CourseEditorPage })));
const CoursesPage = lazy(() => import('./courses/CoursesPage').then((m) => ({ default: m.CoursesPage })));
const JobPostingsPage = lazy(() => import('./jobs/JobPostingsPage').then((m) => ({ default: m.JobPostingsPage })));
const LeadsPage = lazy(() => import('./leads/LeadsPage').then((m) => ({ default: m.LeadsPage })));
const LeadPage = lazy(() => import('./leads/LeadPage').then((m) => ({ default: m.LeadPage })));
const ApplicationsPage = lazy(() => import('./applications/ApplicationsPage').then((m) => ({ default: m.ApplicationsPage })));
const SettingsPage = lazy(() => import('./settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));
const SuccessStoriesPage = lazy(() => import('./stories/SuccessStoriesPage').then((m) => ({ default: m.SuccessStoriesPage })));
const UsersPage = lazy(() => import('./users/UsersPage').then((m) => ({ default: m.UsersPage })));
const AuditLogPage = lazy(() => import('./audit/AuditLogPage').then((m) => ({ default: m.AuditLogPage })));
const TrashPage = lazy(() => import('./trash/TrashPage').then((m) => ({ default: m.TrashPage })));
const OutboxPage = lazy(() => import('./outbox/OutboxPage').then((m) => ({ default: m.OutboxPage })));
const AddStoryPage = lazy(() => import('./stories/StoryFormPage').then((m) => ({ default: m.AddStoryPage })));
const EditStoryPage = lazy(() => import('./stories/StoryFormPage').then((m) => ({ default: m.EditStoryPage })));

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
