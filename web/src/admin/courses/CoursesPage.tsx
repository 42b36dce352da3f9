// /admin/courses: every course (drafts too) in navigation order, with its public address, state, who saved the
// draft last and when; Add course (slug, address, label) opens the new course's editor. The server's refusals
// (a slug not URL-safe or taken, an address taken or reserved) show beside their fields.
import { Anchor, Badge, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { errorField, errorMessage } from '../../api/errors';
import { paths } from '../../routes';
import { LoadFailure, Loading } from '../common/LoadState';
import { PageHeader } from '../common/PageHeader';
import { ResponsiveTable } from '../common/ResponsiveTable';
import { AdminCoursesQuery, CreateCourseMutation } from './courseQueries';
import { when } from './CourseEditorPage';

export function courseState(course: { isPublished: boolean; hasUnpublishedChanges: boolean }): 'Published' | 'Draft only' | 'Unpublished changes' {
  if (!course.isPublished) return 'Draft only';
  return course.hasUnpublishedChanges ? 'Unpublished changes' : 'Published';
}
const STATE_COLOURS = { Published: 'green', 'Draft only': 'gray', 'Unpublished changes': 'orange' } as const;

export function CoursesPage() {
  const [{ data, fetching, error }, reexecute] = useQuery({ query: AdminCoursesQuery, requestPolicy: 'cache-and-network' });
  const [adding, setAdding] = useState(false);
  if (error && !data) return <LoadFailure title="Could not load the courses" message={errorMessage(error)} onRetry={() => reexecute({ requestPolicy: 'network-only' })} />;
  if (fetching && !data) return <Loading label="Loading the courses" />;
  const courses = data?.courses ?? [];
  type Row = (typeof courses)[number];
  return (
    <>
      <PageHeader
        title="Courses"
        description="Course pages: edit a draft, preview what you saved, publish it."
        action={<Button onClick={() => setAdding(true)}>Add course</Button>}
      />
      <ResponsiveTable<Row>
        label="Courses"
        rows={courses}
        rowKey={(c) => c.id}
        empty="No courses yet."
        columns={[
          { header: 'Course', primary: true, cell: (c) => <Anchor component={Link} to={paths.admin.course(c.id)}>{c.label}</Anchor> },
          { header: 'Public page', cell: (c) => <Anchor href={c.path} target="_blank" rel="noopener" size="sm">{c.path}</Anchor> },
          // A badge's label clips (overflow: hidden), so by default it asks its column for no width at all and a tight
          // table cut "PUBLISHED" short; a label that does not clip asks for its whole text, as elsewhere in the admin.
          { header: 'State', nowrap: true, cell: (c) => <Badge variant="light" color={STATE_COLOURS[courseState(c)]} style={{ flexShrink: 0 }} styles={{ label: { overflow: 'visible' } }}>{courseState(c)}</Badge> },
          { header: 'Last saved', cell: (c) => <Text size="sm">{c.draftUpdatedByName} · {when(c.draftUpdatedAt)}</Text> },
          { header: 'Position', nowrap: true, cell: (c) => c.position },
        ]}
        actions={(c) => (
          <Button component={Link} to={paths.admin.course(c.id)} size="compact-sm" variant="light" aria-label={`Edit ${c.label}`}>
            Edit
          </Button>
        )}
      />
      <AddCourseModal opened={adding} onClose={() => setAdding(false)} />
    </>
  );
}

export function AddCourseModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [values, setValues] = useState({ slug: '', path: '', label: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [{ fetching }, create] = useMutation(CreateCourseMutation);
  const navigate = useNavigate();
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((er) => ({ ...er, [key]: '' }));
  };
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setProblem(null);
    const result = await create({ input: { slug: values.slug.trim(), path: values.path.trim(), label: values.label.trim() } });
    if (result.error) {
      const field = errorField(result.error);
      if (field && ['slug', 'path', 'label'].includes(field)) setErrors({ [field]: errorMessage(result.error) });
      else setProblem(errorMessage(result.error));
      return;
    }
    onClose();
    navigate(paths.admin.course(result.data!.createCourse.id));
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Add course" centered>
      <form onSubmit={submit} noValidate aria-label="Add course">
        <Stack gap="sm">
          <TextInput label="Label" description="The course's short name (navigation, the lead form)" required value={values.label} error={errors.label || undefined} onChange={set('label')} data-autofocus />
          <TextInput label="Slug" description="Lowercase letters, digits and hyphens; fixed once created (leads store it)" required value={values.slug} error={errors.slug || undefined} onChange={set('slug')} />
          <TextInput label="Address" description="The public path, e.g. /courses/cloud-computing" required value={values.path} error={errors.path || undefined} onChange={set('path')} />
          {problem && (
            <Text c="red" size="sm" role="alert">
              {problem}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={fetching}>
              Add course
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
