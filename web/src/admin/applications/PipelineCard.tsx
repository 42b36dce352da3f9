// The dashboard's pipeline card (ADMIN, EDITOR): placements, and how many applications are at each stage, each a link
// to those applications.
import { Anchor, Button, Card, ColorSwatch, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import { paths } from '../../routes';
import { graphql } from '../gql';
import { APPLICATION_STAGES, STAGE_COLORS, STAGE_LABELS } from './stages';

const AdminPipelineSummaryQuery = graphql(`
  query AdminPipelineSummary {
    adminDashboard {
      placements
      applicationsByStage {
        stage
        count
      }
    }
  }
`);

export function PipelineCard() {
  const [{ data }] = useQuery({ query: AdminPipelineSummaryQuery, requestPolicy: 'cache-and-network' });
  const summary = data?.adminDashboard;
  if (!summary) return null;
  const counts = new Map(summary.applicationsByStage.map((c) => [c.stage, c.count]));
  const total = summary.applicationsByStage.reduce((sum, c) => sum + c.count, 0);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="pipeline-card-title">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} fz="lg" id="pipeline-card-title">
          Placement pipeline
        </Title>
        <Button component={Link} to={paths.admin.applications} size="xs" variant="light">
          All applications
        </Button>
      </Group>
      <Group gap="xl" mb="md" wrap="wrap">
        <div>
          <Text size="sm" c="dimmed" fw={500}>
            Placements
          </Text>
          <Text fz={32} fw={700} lh={1.2} data-testid="placements">
            {summary.placements.toLocaleString()}
          </Text>
        </div>
        <div>
          <Text size="sm" c="dimmed" fw={500}>
            Applications
          </Text>
          <Text fz={32} fw={700} lh={1.2}>
            {total.toLocaleString()}
          </Text>
        </div>
      </Group>
      <SimpleGrid cols={{ base: 2, xs: 4, md: 7 }} spacing="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Applications per stage">
        {APPLICATION_STAGES.map((stage) => (
          <li key={stage}>
            <Anchor component={Link} to={`${paths.admin.applications}?stage=${stage}`} size="sm" display="block">
              <Text span fw={700} fz="lg" display="block" c="var(--mantine-color-text)">
                {(counts.get(stage) ?? 0).toLocaleString()}
              </Text>
              <Group component="span" gap={6} wrap="nowrap">
                {/* The stage's colour, as on its badges; the words carry the meaning (and the contrast). */}
                <ColorSwatch component="span" color={`var(--mantine-color-${STAGE_COLORS[stage]}-6)`} size={10} withShadow={false} aria-hidden="true" />
                {STAGE_LABELS[stage]}
              </Group>
            </Anchor>
          </li>
        ))}
      </SimpleGrid>
    </Card>
  );
}
