// The dashboard's lead charts (issue 30): leads per day or week by course and by source, the lead funnel by status,
// follow-ups due and overdue per counsellor, and the placement funnel once there are applications. The range is in
// the URL (?range=week|30d|90d). Every bar opens the list behind it, and so does a link under each chart (a legend of
// links, and the figures as a table of links), so that keyboards and screen readers reach the same lists.
import { Anchor, Card, ColorSwatch, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { errorMessage } from '../../api/errors';
import { LoadFailure, Loading } from '../common/LoadState';
import { graphql } from '../gql';
import type { AdminLeadDashboardQuery, ApplicationStage, LeadStatus } from '../gql/graphql';
import { STAGE_LABELS } from '../applications/stages';
import { UNASSIGNED } from '../leads/leadFilters';
import { applicationsLink, leadsLink, RANGE_LABELS, RANGE_PARAMS, RANGE_VALUES, readDashboardRange, withRange, type LeadsLinkFilter, type RangeParam } from './dashboardLinks';

const DashboardBarChart = lazy(() => import('./DashboardBarChart'));

const AdminLeadDashboardQuery = graphql(`
  query AdminLeadDashboard($range: DashboardRange!) {
    leadDashboard(range: $range) {
      range
      from
      to
      buckets {
        start
        end
        label
      }
      byCourse {
        key
        label
        counts
      }
      bySource {
        key
        label
        counts
      }
      statusFunnel {
        status
        count
      }
      followUps {
        counsellor {
          id
          name
        }
        dueToday
        overdue
      }
      placementFunnel {
        stage
        count
      }
    }
  }
`);

type Dashboard = AdminLeadDashboardQuery['leadDashboard'];
type Series = Dashboard['byCourse'][number];

/** Series colours in order (Mantine's palette, shade 6: readable on white and in the dark scheme). */
const PALETTE = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.6', 'lime.7', 'pink.6', 'indigo.6', 'yellow.7', 'red.6', 'green.7', 'violet.6'];
const colorOf = (index: number) => PALETTE[index % PALETTE.length]!;
const swatch = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

const STATUS_LABELS: Record<LeadStatus, string> = { NEW: 'New', CONTACTED: 'Contacted', ENROLLED: 'Enrolled', CLOSED: 'Closed' };
const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

function ChartCard({ title, id, description, children }: { title: string; id: string; description?: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id} style={{ minWidth: 0 }}>
      <Title order={3} fz="md" id={id}>
        {title}
      </Title>
      {description && (
        <Text size="xs" c="dimmed" mb="xs">
          {description}
        </Text>
      )}
      <Stack gap="sm" mt="xs">
        {children}
      </Stack>
    </Card>
  );
}

/** The chart itself arrives with its library: a grey box of its size meanwhile. */
function Chart(props: Parameters<typeof DashboardBarChart>[0]) {
  return (
    <Suspense fallback={<Skeleton h={props.horizontal ? Math.max(140, 44 * props.data.length + 40) : 260} animate={false} />}>
      <DashboardBarChart {...props} />
    </Suspense>
  );
}

/** A count that opens its list, or a plain 0 (an empty list is not worth a link). */
function CountLink({ count, to, label }: { count: number; to: string; label: string }) {
  return count === 0 ? (
    <Text span size="sm" c="dimmed">
      0
    </Text>
  ) : (
    <Anchor component={Link} to={to} size="sm" aria-label={label}>
      {count.toLocaleString()}
    </Anchor>
  );
}

/**
 * Leads per bucket by one dimension (course or source): a stacked bar per bucket, a legend of links (each series over
 * the whole range), and the figures as a table of links (each bar's piece, and each bucket's total).
 */
function LeadsPerBucket({ dashboard, series, dimension, title, id }: { dashboard: Dashboard; series: Series[]; dimension: 'course' | 'source'; title: string; id: string }) {
  const navigate = useNavigate();
  const { buckets } = dashboard;
  const link = (key: string | undefined, bucket?: Dashboard['buckets'][number]) =>
    leadsLink({ [dimension]: key, start: bucket?.start ?? dashboard.from, end: bucket?.end ?? dashboard.to } as LeadsLinkFilter);
  const unit = dashboard.range === 'WEEK' ? 'day' : 'week';
  const total = series.reduce((sum, s) => sum + s.counts.reduce((a, b) => a + b, 0), 0);
  return (
    <ChartCard title={title} id={id} description={`Leads received per ${unit} (India time), ${plural(total, 'lead')} in all. Click a bar to see its leads.`}>
      {series.length === 0 ? (
        <Text size="sm" c="dimmed">
          No leads in this range.
        </Text>
      ) : (
        <>
          <Chart
            data={buckets.map((b, i) => ({ label: b.label, ...Object.fromEntries(series.map((s) => [s.key, s.counts[i] ?? 0])) }))}
            dataKey="label"
            series={series.map((s, i) => ({ name: s.key, label: s.label, color: colorOf(i) }))}
            stacked
            onBarClick={(key, index) => navigate(link(key, buckets[index]))}
            label={`${title}: a bar per ${unit}`}
            testId={`chart-${id}`}
          />
          <Group component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`${title}: every ${dimension} in this range`}>
            {series.map((s, i) => (
              <Group component="li" key={s.key} gap={6} wrap="nowrap">
                <ColorSwatch component="span" color={swatch(colorOf(i))} size={10} withShadow={false} aria-hidden="true" />
                <Anchor component={Link} to={link(s.key)} size="sm">
                  {s.label}: {s.counts.reduce((a, b) => a + b, 0).toLocaleString()}
                </Anchor>
              </Group>
            ))}
          </Group>
          <details>
            <summary>
              <Text span size="sm">
                Leads per {unit} as a table
              </Text>
            </summary>
            <Table.ScrollContainer minWidth={120 + 90 * (series.length + 1)}>
              <Table striped withTableBorder fz="sm" mt="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{unit === 'day' ? 'Day' : 'Week'}</Table.Th>
                    {series.map((s) => (
                      <Table.Th scope="col" key={s.key}>
                        {s.label}
                      </Table.Th>
                    ))}
                    <Table.Th scope="col">All</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {buckets.map((b, i) => {
                    const sum = series.reduce((a, s) => a + (s.counts[i] ?? 0), 0);
                    return (
                      <Table.Tr key={b.start}>
                        <Table.Th scope="row" fw={500}>
                          {b.label}
                        </Table.Th>
                        {series.map((s) => (
                          <Table.Td key={s.key}>
                            <CountLink count={s.counts[i] ?? 0} to={link(s.key, b)} label={`${plural(s.counts[i] ?? 0, 'lead')}, ${s.label}, ${b.label}`} />
                          </Table.Td>
                        ))}
                        <Table.Td>
                          <CountLink count={sum} to={link(undefined, b)} label={`${plural(sum, 'lead')} in all, ${b.label}`} />
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </details>
        </>
      )}
    </ChartCard>
  );
}

function StatusFunnel({ dashboard }: { dashboard: Dashboard }) {
  const navigate = useNavigate();
  const link = (status: LeadStatus) => leadsLink({ status, start: dashboard.from, end: dashboard.to });
  const rows = dashboard.statusFunnel;
  return (
    <ChartCard title="Lead funnel" id="lead-funnel" description="The range's leads by where they stand now.">
      <Chart
        data={rows.map((r) => ({ status: STATUS_LABELS[r.status], leads: r.count }))}
        dataKey="status"
        series={[{ name: 'leads', label: 'Leads', color: 'blue.6' }]}
        horizontal
        onBarClick={(_key, index) => navigate(link(rows[index]!.status))}
        label="Lead funnel: a bar per status"
        testId="chart-lead-funnel"
      />
      <Group component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Leads per status">
        {rows.map((r) => (
          <li key={r.status}>
            <Anchor component={Link} to={link(r.status)} size="sm">
              {STATUS_LABELS[r.status]}: {r.count.toLocaleString()}
            </Anchor>
          </li>
        ))}
      </Group>
    </ChartCard>
  );
}

/**
 * Follow-ups due and overdue per counsellor; the API's row without a counsellor is the leads nobody has ("Unassigned",
 * opening the list's unassigned view), so that a call planned on such a lead shows somewhere.
 */
function FollowUps({ dashboard }: { dashboard: Dashboard }) {
  const navigate = useNavigate();
  const rows = dashboard.followUps.map((r) => ({ ...r, key: r.counsellor?.id ?? UNASSIGNED, name: r.counsellor?.name ?? 'Unassigned' }));
  const link = (assignee: string, followUp: 'due-today' | 'overdue') => leadsLink({ assignee, followUp });
  return (
    <ChartCard title="Follow-ups per counsellor" id="lead-follow-ups" description="Calls planned on open leads: due later today, and overdue.">
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No counsellors yet.
        </Text>
      ) : (
        <>
          <Chart
            data={rows.map((r) => ({ counsellor: r.name, dueToday: r.dueToday, overdue: r.overdue }))}
            dataKey="counsellor"
            series={[
              { name: 'dueToday', label: 'Due today', color: 'yellow.7' },
              { name: 'overdue', label: 'Overdue', color: 'red.6' },
            ]}
            horizontal
            withLegend
            onBarClick={(key, index) => navigate(link(rows[index]!.key, key === 'overdue' ? 'overdue' : 'due-today'))}
            label="Follow-ups per counsellor: due today and overdue"
            testId="chart-lead-follow-ups"
          />
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Follow-ups per counsellor">
            {rows.map((r) => (
              <Group component="li" key={r.key} gap="xs" wrap="wrap">
                <Text span size="sm" fw={500}>
                  {r.name}:
                </Text>
                <Anchor component={Link} to={link(r.key, 'due-today')} size="sm">
                  {r.dueToday.toLocaleString()} due today
                </Anchor>
                <Anchor component={Link} to={link(r.key, 'overdue')} size="sm" c={r.overdue ? 'red.8' : undefined}>
                  {r.overdue.toLocaleString()} overdue
                </Anchor>
              </Group>
            ))}
          </Stack>
        </>
      )}
    </ChartCard>
  );
}

function PlacementFunnel({ dashboard }: { dashboard: Dashboard }) {
  const navigate = useNavigate();
  const rows = dashboard.placementFunnel;
  return (
    <ChartCard title="Placement funnel" id="placement-funnel" description="Applications at each stage.">
      <Chart
        data={rows.map((r) => ({ stage: STAGE_LABELS[r.stage as ApplicationStage], applications: r.count }))}
        dataKey="stage"
        series={[{ name: 'applications', label: 'Applications', color: 'teal.6' }]}
        horizontal
        onBarClick={(_key, index) => navigate(applicationsLink(rows[index]!.stage))}
        label="Placement funnel: a bar per stage"
        testId="chart-placement-funnel"
      />
      <Group component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Applications per stage">
        {rows.map((r) => (
          <li key={r.stage}>
            <Anchor component={Link} to={applicationsLink(r.stage)} size="sm">
              {STAGE_LABELS[r.stage as ApplicationStage]}: {r.count.toLocaleString()}
            </Anchor>
          </li>
        ))}
      </Group>
    </ChartCard>
  );
}

export function LeadDashboardSection() {
  const [searchParams, setSearchParams] = useSearchParams();
  const range = readDashboardRange(searchParams);
  const [{ data, fetching, error }, refetch] = useQuery({ query: AdminLeadDashboardQuery, variables: { range: RANGE_VALUES[range] }, requestPolicy: 'cache-and-network' });
  // Only the answer for the range asked (urql keeps the last range's while the next one loads).
  const dashboard = data?.leadDashboard.range === RANGE_VALUES[range] ? data.leadDashboard : undefined;
  const applications = dashboard?.placementFunnel.reduce((sum, s) => sum + s.count, 0) ?? 0;
  return (
    <Stack gap="md" component="section" aria-labelledby="lead-dashboard-title">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} fz="lg" id="lead-dashboard-title">
          Leads
        </Title>
        <SegmentedControl
          aria-label="Range"
          value={range}
          onChange={(value) => setSearchParams(withRange(searchParams, value as RangeParam), { preventScrollReset: true })}
          data={RANGE_PARAMS.map((value) => ({ value, label: RANGE_LABELS[value] }))}
        />
      </Group>
      {error && !dashboard && <LoadFailure title="Could not load the lead charts" message={errorMessage(error)} onRetry={() => refetch({ requestPolicy: 'network-only' })} />}
      {fetching && !dashboard && <Loading label="Loading the lead charts" />}
      {dashboard && (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <LeadsPerBucket dashboard={dashboard} series={dashboard.byCourse} dimension="course" title="Leads by course" id="leads-by-course" />
            <LeadsPerBucket dashboard={dashboard} series={dashboard.bySource} dimension="source" title="Leads by source" id="leads-by-source" />
            <StatusFunnel dashboard={dashboard} />
            <FollowUps dashboard={dashboard} />
          </SimpleGrid>
          {applications > 0 && <PlacementFunnel dashboard={dashboard} />}
        </>
      )}
    </Stack>
  );
}
