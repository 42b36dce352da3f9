// An application's stage as a coloured badge.
import { Badge } from '@mantine/core';
import type { ApplicationStage } from '../gql/graphql';
import { STAGE_COLORS, STAGE_LABELS } from './stages';

export function StageBadge({ stage }: { stage: ApplicationStage }) {
  // A visible label: a squeezed column must not cut "Shortlisted" short.
  return (
    <Badge color={STAGE_COLORS[stage]} variant="light" radius="sm" styles={{ label: { overflow: 'visible' } }}>
      {STAGE_LABELS[stage]}
    </Badge>
  );
}
