// Preview: a job as visitors will see it, drafts included (only staff can read a draft, so its public page is a 404
// until it is published): its facts, skills, how to apply, closing date and description, and what a closed job's
// page says instead of Apply Now.
import { Alert, Anchor, Badge, Box, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery } from 'urql';
import { RichText } from '../../components/RichText';
import { errorMessage } from '../../api/errors';
import { paths } from '../../routes';
import { graphql } from '../gql';
import { LoadFailure, Loading } from '../common/LoadState';
import { EMPLOYMENT_TYPES, JOB_CATEGORIES } from './jobForm';
import { JOB_STATE_COLORS, JOB_STATE_LABELS, jobStateNote } from './jobStates';
import { usePhone } from '../common/usePhone';

const JobPreviewQuery = graphql(`
  query AdminJobPreview($id: ID!) {
    jobPost(id: $id) {
      id
      title
      companyname
      companylogo
      location
      salary
      category
      employmentType
      content
      state
      closesAt
      filledAt
      experienceMin
      experienceMax
      skills
      applyMethod
      applyUrl
      applyEmail
    }
  }
`);

const closingDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

function experienceText(min: number | null | undefined, max: number | null | undefined): string | null {
  if (min == null && max == null) return null;
  if (min != null && max != null) return min === max ? `${min} years` : `${min}–${max} years`;
  return min != null ? `${min}+ years` : `up to ${max} years`;
}

export function JobPreviewModal({ id, onClose }: { id: string | null; onClose: () => void }) {
  const fullScreen = usePhone();
  return (
    <Modal opened={id !== null} onClose={onClose} title="Preview" size="xl" fullScreen={fullScreen} styles={{ title: { fontWeight: 700 } }}>
      {id && <JobPreview id={id} onClose={onClose} />}
    </Modal>
  );
}

function JobPreview({ id, onClose }: { id: string; onClose: () => void }) {
  const [{ data, fetching, error }, reload] = useQuery({ query: JobPreviewQuery, variables: { id }, requestPolicy: 'network-only' });
  if (fetching && !data) return <Loading label="Loading the preview" />;
  const job = data?.jobPost;
  if (error || !job) {
    return (
      <LoadFailure
        title="Could not load this job"
        message={error ? errorMessage(error) : 'This job no longer exists. It may have been deleted.'}
        onRetry={error ? () => reload({ requestPolicy: 'network-only' }) : undefined}
      >
        <Button size="xs" variant="default" onClick={onClose}>
          Close
        </Button>
      </LoadFailure>
    );
  }
  const note = jobStateNote(job);
  const experience = experienceText(job.experienceMin, job.experienceMax);
  const facts = [
    job.location,
    job.salary,
    EMPLOYMENT_TYPES.find((t) => t.value === job.employmentType)?.label,
    JOB_CATEGORIES.find((c) => c.value === job.category)?.label,
    experience && `Experience: ${experience}`,
  ].filter(Boolean);
  const apply =
    job.applyMethod === 'URL' ? `Apply Now opens ${job.applyUrl}` : job.applyMethod === 'EMAIL' ? `Apply Now writes to ${job.applyEmail}` : 'Apply Now opens the application form on this site';
  return (
    <Stack gap="md" data-testid="job-preview">
      <Group gap="xs">
        <Badge color={JOB_STATE_COLORS[job.state]} variant="light">
          {JOB_STATE_LABELS[job.state]}
        </Badge>
        {note && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
      </Group>
      {job.state === 'DRAFT' && (
        <Alert color="gray" variant="light" p="xs">
          A draft: only staff see it. Its public page opens once it is published.
        </Alert>
      )}
      {(job.state === 'FILLED' || job.state === 'EXPIRED') && (
        <Alert color="orange" variant="light" p="xs">
          Visitors see “This job is no longer accepting applications” on its page, without Apply Now; it is in no list.
        </Alert>
      )}
      <Box>
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {job.title}
        </Title>
        <Text fw={600}>{job.companyname}</Text>
        <Text size="sm" c="dimmed">
          {facts.join(' · ')}
        </Text>
      </Box>
      {job.skills.length > 0 && (
        <Group gap={6} aria-label="Skills">
          {job.skills.map((skill) => (
            <Badge key={skill} variant="outline" style={{ textTransform: 'none' }}>
              {skill}
            </Badge>
          ))}
        </Group>
      )}
      <Text size="sm">
        {job.state === 'OPEN' || job.state === 'DRAFT' ? apply : 'No Apply Now: the job is closed.'}
        {job.closesAt ? ` Applications close at the end of ${closingDay.format(new Date(job.closesAt))} (India time).` : ''}
      </Text>
      <Box p="sm" bd="1px solid var(--mantine-color-default-border)" style={{ borderRadius: 8, overflowWrap: 'anywhere' }}>
        {job.content.trim() ? <RichText html={job.content} /> : <Text c="dimmed">No description yet.</Text>}
      </Box>
      <Group justify="space-between">
        {job.state !== 'DRAFT' ? (
          <Anchor href={paths.job(job.id)} target="_blank" rel="noopener">
            Open the public page
          </Anchor>
        ) : (
          <span />
        )}
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  );
}
