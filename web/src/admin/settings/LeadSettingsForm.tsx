// The "Leads" section of /admin/settings (administrators): how new leads are given out (left unassigned, round robin
// among chosen counsellors, or by course) and the window in which an enquiry joins an open lead. A refused field shows
// the server's message beside it.
import { Alert, Button, Card, Group, MultiSelect, NumberInput, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { errorField, errorMessage } from '../../api/errors';
import { focusFirstError } from '../common/focusFirstError';
import { LoadFailure, Loading } from '../common/LoadState';
import { useUnsavedChangesGuard } from '../common/UnsavedChanges';
import { graphql } from '../gql';
import type { LeadAssignmentRule } from '../gql/graphql';
import {
  courseField,
  formFieldOf,
  GENERAL_COURSE,
  leadSettingsInputFrom,
  leadSettingsValuesFrom,
  validateLeadSettingsForm,
  type LeadSettingsFormValues,
} from './leadSettingsForm';
import { LIMITS } from '../../../../gateway/src/services/limits';

const LeadSettingsQuery = graphql(`
  query AdminLeadSettings {
    leadSettings {
      assignment
      counsellorIds
      courseCounsellors {
        course
        counsellorIds
      }
      duplicateWindowDays
    }
    counsellors {
      id
      name
      username
    }
    publishedCourses {
      slug
      label
    }
  }
`);

const UpdateLeadSettingsMutation = graphql(`
  mutation AdminUpdateLeadSettings($input: LeadSettingsInput!) {
    updateLeadSettings(input: $input) {
      assignment
      counsellorIds
      courseCounsellors {
        course
        counsellorIds
      }
      duplicateWindowDays
    }
  }
`);

const RULES: { value: LeadAssignmentRule; label: string; description: string }[] = [
  { value: 'UNASSIGNED', label: 'Leave unassigned', description: 'New leads wait in the inbox for a counsellor to take them.' },
  { value: 'ROUND_ROBIN', label: 'Round robin', description: 'New leads go to the counsellors below in turn.' },
  { value: 'BY_COURSE', label: 'By course', description: 'Each course’s leads go in turn to its own counsellors; a course without any, to the counsellors below.' },
];

export const GENERAL_COURSE_LABEL = 'Learning centre (any course)';

export function LeadSettingsSection() {
  const [{ data, fetching, error }, reexecute] = useQuery({ query: LeadSettingsQuery, requestPolicy: 'network-only' });
  if (error && !data) {
    return <LoadFailure title="Could not load the lead settings" message={errorMessage(error)} onRetry={() => reexecute({ requestPolicy: 'network-only' })} />;
  }
  if (fetching || !data) return <Loading label="Loading the lead settings" />;
  const counsellors = data.counsellors.map((c) => ({ value: c.id, label: `${c.name} (${c.username})` }));
  // Published courses, 'general', then any course saved earlier that is not published now (kept, named by its slug).
  const courses = [
    ...data.publishedCourses.map((c) => ({ slug: c.slug, label: c.label })),
    { slug: GENERAL_COURSE, label: GENERAL_COURSE_LABEL },
  ];
  for (const { course } of data.leadSettings.courseCounsellors) {
    if (!courses.some((c) => c.slug === course)) courses.push({ slug: course, label: course });
  }
  return <LeadSettingsForm initialValues={leadSettingsValuesFrom(data.leadSettings)} counsellors={counsellors} courses={courses} />;
}

interface LeadSettingsFormProps {
  initialValues: LeadSettingsFormValues;
  counsellors: { value: string; label: string }[];
  courses: { slug: string; label: string }[];
}

function LeadSettingsForm({ initialValues, counsellors, courses }: LeadSettingsFormProps) {
  const form = useForm<LeadSettingsFormValues>({ mode: 'controlled', initialValues, validate: validateLeadSettingsForm });
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [, save] = useMutation(UpdateLeadSettingsMutation);
  const formRef = useRef<HTMLFormElement>(null);
  const guard = useUnsavedChangesGuard(form.isDirty());
  const { assignment } = form.values;
  const courseValue = form.values.courseCounsellors;

  const submit = form.onSubmit(
    async (values) => {
      setAlert(null);
      setSaving(true);
      const input = leadSettingsInputFrom(values);
      try {
        const result = await save({ input });
        if (result.error) {
          const serverField = errorField(result.error);
          const field = serverField ? formFieldOf(serverField, input) : null;
          if (field) {
            form.setFieldError(field, errorMessage(result.error));
            focusFirstError(formRef.current, { [field]: true });
          } else setAlert(errorMessage(result.error));
          return;
        }
        const saved = result.data?.updateLeadSettings;
        const next = saved ? leadSettingsValuesFrom(saved) : values;
        form.setInitialValues(next);
        form.setValues(next);
        form.resetDirty(next);
        notifications.show({ color: 'green', title: 'Lead settings saved', message: 'New leads are given out by the new rule from now on.' });
      } catch (err) {
        setAlert(err instanceof Error ? err.message : String(err));
      } finally {
        setSaving(false);
      }
    },
    (errors) => focusFirstError(formRef.current, errors),
  );

  const counsellorsHelp =
    assignment === 'ROUND_ROBIN'
      ? 'New leads go to them in turn, in this order.'
      : assignment === 'BY_COURSE'
        ? 'For a course without its own counsellors.'
        : 'Used by round robin and by course; unassigned leads are mailed to every counsellor.';

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Lead settings">
      <Stack gap="lg" maw={860}>
        {alert && (
          <Alert color="red" variant="light" role="alert">
            <Text size="sm" fw={500}>
              {alert}
            </Text>
          </Alert>
        )}
        <Card withBorder radius="md" padding="lg" component="fieldset" style={{ margin: 0, minWidth: 0 }}>
          <Title order={2} fz="lg" mb="md" component="legend" style={{ float: 'left', width: '100%', padding: 0 }}>
            Assignment
          </Title>
          <Radio.Group label="How new leads are given out" style={{ clear: 'both' }} {...form.getInputProps('assignment')} data-path="assignment">
            <Stack gap="sm" mt="xs">
              {RULES.map((rule) => (
                <Radio key={rule.value} value={rule.value} label={rule.label} description={rule.description} />
              ))}
            </Stack>
          </Radio.Group>
          <MultiSelect
            mt="md"
            label="Counsellors"
            description={counsellorsHelp}
            placeholder={form.values.counsellorIds.length ? undefined : 'Choose staff members'}
            data={counsellors}
            searchable
            clearable
            nothingFoundMessage="No staff member by that name"
            // A refused save focuses the first field with a message: an open list would cover that message.
            openOnFocus={false}
            {...form.getInputProps('counsellorIds')}
            data-path="counsellorIds"
          />
        </Card>
        {assignment === 'BY_COURSE' && (
          <Card withBorder radius="md" padding="lg" component="fieldset" style={{ margin: 0, minWidth: 0 }}>
            <Title order={2} fz="lg" mb={4} component="legend" style={{ float: 'left', width: '100%', padding: 0 }}>
              Counsellors by course
            </Title>
            <Text size="sm" c="dimmed" mb="md" style={{ clear: 'both' }}>
              Each course’s new leads go in turn to its counsellors. Leave a course empty to use the counsellors above.
            </Text>
            {form.errors.courseCounsellors && (
              <Text size="sm" c="red" mb="sm" role="alert" data-path="courseCounsellors" tabIndex={-1}>
                {form.errors.courseCounsellors}
              </Text>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {courses.map((course) => (
                <MultiSelect
                  key={course.slug}
                  label={course.label}
                  placeholder={(courseValue[course.slug] ?? []).length ? undefined : 'The counsellors above'}
                  data={counsellors}
                  searchable
                  clearable
                  nothingFoundMessage="No staff member by that name"
                  openOnFocus={false}
                  value={courseValue[course.slug] ?? []}
                  onChange={(ids) => {
                    form.setFieldValue('courseCounsellors', { ...form.values.courseCounsellors, [course.slug]: ids });
                    form.clearFieldError(courseField(course.slug));
                    form.clearFieldError('courseCounsellors');
                  }}
                  error={form.errors[courseField(course.slug)]}
                  data-path={courseField(course.slug)}
                />
              ))}
            </SimpleGrid>
          </Card>
        )}
        <Card withBorder radius="md" padding="lg" component="fieldset" style={{ margin: 0, minWidth: 0 }}>
          <Title order={2} fz="lg" mb="md" component="legend" style={{ float: 'left', width: '100%', padding: 0 }}>
            Duplicates
          </Title>
          <NumberInput
            label="Duplicate window (days)"
            description="An enquiry with the phone number or e-mail of an open lead whose last enquiry is at most this many days old joins that lead."
            min={LIMITS.duplicateWindowDaysMin}
            max={LIMITS.duplicateWindowDaysMax}
            allowDecimal={false}
            allowNegative={false}
            maw={320}
            style={{ clear: 'both' }}
            {...form.getInputProps('duplicateWindowDays')}
            data-path="duplicateWindowDays"
          />
        </Card>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => form.reset()} disabled={saving || !form.isDirty()}>
            Discard changes
          </Button>
          <Button type="submit" loading={saving}>
            Save lead settings
          </Button>
        </Group>
      </Stack>
      {guard.prompt}
    </form>
  );
}
