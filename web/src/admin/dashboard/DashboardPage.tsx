// /admin: live figures (job posts, stories, users, new leads), the lead charts (?range=week|30d|90d) and the five
// newest job posts.
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import { graphql } from '../gql';
import { paths } from '../../routes';
import { errorMessage } from '../../api/errors';
import { centreDate } from '../common/format';
import { PageHeader } from '../common/PageHeader';
import { useAdminUser } from '../session/AdminSession';
import { LoadFailure, Loading } from '../common/LoadState';
import { PipelineCard } from '../applications/PipelineCard';
import { JobAlertsCard } from './JobAlertsCard';
import { LeadDashboardSection } from './LeadDashboardSection';

const AdminDashboardQuery = graphql(`
  query AdminDashboard {
    adminDashboard {
      jobPostCount
      storyCount
      userCount
      latestJobPosts {
        id
        title
        companyname
        location
        createdAt
      }
    }
    # Only the count: the leads waiting for a first call.
    newLeads: leads(status: NEW, first: 1) {
      totalCount
    }
  }
`);

function Figure({ label, value, to, linkLabel }: { label: string; value: number; to?: string; linkLabel?: string }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={32} fw={700} lh={1.2} mt={4}>
        {value.toLocaleString()}
      </Text>
      {to && (
        <Anchor component={Link} to={to} size="sm" mt="xs" display="inline-block">
          {linkLabel}
        </Anchor>
      )}
    </Card>
  );
}

export function DashboardPage() {
  const user = useAdminUser();
  const [{ data, fetching, error }, refetch] = useQuery({ query: AdminDashboardQuery, requestPolicy: 'cache-and-network' });
  const dashboard = data?.adminDashboard;
  const newLeads = data?.newLeads.totalCount ?? 0;

  return (
    <>
      <PageHeader title="Dashboard" description={`Welcome, ${user.name}.`} />
      {error && !dashboard && (
        <LoadFailure mb="md" title="Could not load the dashboard" message={errorMessage(error)} onRetry={() => refetch({ requestPolicy: 'network-only' })} />
      )}
      {fetching && !dashboard && (
        <Loading label="Loading the dashboard" />
      )}
      {dashboard && (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, xs: 2, lg: user.role === 'ADMIN' ? 4 : 3 }} spacing="md">
            <Figure label="New leads" value={newLeads} to={`${paths.admin.leads}?status=NEW`} linkLabel="Open new leads" />
            <Figure label="Job posts" value={dashboard.jobPostCount} to={paths.admin.jobs} linkLabel="Manage job postings" />
            <Figure label="Success stories" value={dashboard.storyCount} to={paths.admin.stories} linkLabel="Manage stories" />
            {user.role === 'ADMIN' && <Figure label="Staff accounts" value={dashboard.userCount} to={paths.admin.users} linkLabel="Manage users" />}
          </SimpleGrid>
          <LeadDashboardSection />
          <PipelineCard />
          <JobAlertsCard />
          <Card withBorder radius="md" padding="lg">
            <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
              <Title order={2} fz="lg">
                Newest job posts
              </Title>
              <Button component={Link} to={paths.admin.jobs} size="xs" variant="light">
                All job postings
              </Button>
            </Group>
            {dashboard.latestJobPosts.length === 0 ? (
              <Text c="dimmed" size="sm">
                No job posts yet.
              </Text>
            ) : (
              <Stack gap={0} component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Newest job posts">
                {dashboard.latestJobPosts.map((job, index) => (
                  <Group
                    key={job.id}
                    component="li"
                    justify="space-between"
                    align="flex-start"
                    wrap="nowrap"
                    gap="sm"
                    py="xs"
                    style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
                  >
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {job.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {job.companyname} · {job.location}
                      </Text>
                    </div>
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {centreDate(job.createdAt)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
          </Card>
        </Stack>
      )}
    </>
  );
}
