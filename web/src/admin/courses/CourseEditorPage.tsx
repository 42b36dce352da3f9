// /admin/courses/:id: a course page's document as structured fields (drawn from the gateway's zod schema by
// schemaForm.tsx), page fields first, then the sections in page order as collapsible cards. Save draft sends the
// document with the draft version it was loaded at: someone else's newer save answers CONFLICT, and a dialog shows
// who, when and what they changed, with Reload their version or Keep editing. Publish publishes the saved draft and
// is disabled while there are unsaved changes (so what is published is always what was saved and checked).
import { Alert, Anchor, Badge, Box, Button, Collapse, Group, Modal, NativeSelect, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { dateTime } from '../common/format';
import { Link, useParams } from 'react-router-dom';
import { useMutation, useQuery, type CombinedError } from 'urql';
import { errorCode, errorFields, errorMessage } from '../../api/errors';
import { paths } from '../../routes';
import { LoadFailure, Loading } from '../common/LoadState';
import { useUnsavedChangesGuard } from '../common/UnsavedChanges';
import type { AdminCourseQuery as AdminCourseResult } from '../gql/graphql';
import { AdminCourseQuery, PublishCourseMutation, SaveCourseDraftMutation, UnpublishCourseMutation } from './courseQueries';
import { CourseContentSchema, CourseSectionSchema, draftDifferences, formField, SECTION_KINDS, sectionName, setAt, validateDocument, type CourseDocument } from './courseDocument';
import { CourseHistoryDrawer } from './CourseHistoryDrawer';
import { SECTION_KIND_LABELS } from './labels';
import './courseEditor.css';

/** What Unpublish does, said before it is done. */
export const UNPUBLISH_WARNING = 'Its page will answer 404, and it leaves the navigation, the landing page and the sitemap; lead forms no longer offer it. The draft and its history stay, and Publish puts it back.';
import { emptyValue, errorsUnder, ObjectFields, sectionSchema, type FieldErrors, type Path, type Update } from './schemaForm';

/** When a draft was saved, as every admin screen shows a time (IST). */
export const when = (iso: string) => dateTime(iso);

export const CONFLICT_TITLE = 'Someone else saved this course while you were editing it';

interface Conflict {
  draftVersion: number;
  content: CourseDocument;
  updatedAt: string;
  updatedByName: string;
}

function conflictOf(error: CombinedError): Conflict | null {
  const current = error.graphQLErrors[0]?.extensions?.currentDraft as Conflict | undefined;
  return current && typeof current.draftVersion === 'number' ? current : null;
}

/** The server's refusal as messages beside the fields: every problem it lists, else the one it names. */
function serverErrors(error: CombinedError): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, message] of Object.entries(errorFields(error))) out[formField(field)] ??= message;
  return out;
}

let nextId = 0;
const newIds = (n: number) => Array.from({ length: n }, () => `s${++nextId}`);

export function CourseEditorPage() {
  const { id = '' } = useParams();
  const [{ data, fetching, error }, reexecute] = useQuery({ query: AdminCourseQuery, variables: { id }, requestPolicy: 'network-only' });
  if (error && !data) return <LoadFailure title="Could not load the course" message={errorMessage(error)} onRetry={() => reexecute({ requestPolicy: 'network-only' })} />;
  if (fetching && !data) return <Loading label="Loading the course" />;
  const course = data?.course;
  if (!course) return <LoadFailure title="Could not load the course" message="The course was not found." />;
  // Keyed by the loaded draft: a reload (after a restore, or their version after a conflict) starts the form again.
  return <CourseEditor key={`${course.id}:${course.draftVersion}`} course={course} reload={() => reexecute({ requestPolicy: 'network-only' })} />;
}

type LoadedCourse = NonNullable<AdminCourseResult['course']>;

function CourseEditor({ course, reload }: { course: LoadedCourse; reload: () => void }) {
  const [content, setContent] = useState<CourseDocument>(course.draft);
  const [baseVersion, setBaseVersion] = useState(course.draftVersion);
  const [saved, setSaved] = useState(() => JSON.stringify({ content: course.draft, path: course.path, aliases: course.aliases, position: course.position }));
  const [address, setAddress] = useState(course.path);
  const [aliases, setAliases] = useState<string[]>(course.aliases);
  const [position, setPosition] = useState<number | string>(course.position);
  const [status, setStatus] = useState({ isPublished: course.isPublished, hasUnpublishedChanges: course.hasUnpublishedChanges, publishedRevision: course.publishedRevision, updatedBy: course.draftUpdatedByName, updatedAt: course.draftUpdatedAt });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [ids, setIds] = useState(() => newIds(course.draft.sections?.length ?? 0));
  const [open, setOpen] = useState<Set<string>>(new Set());
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [newKind, setNewKind] = useState<string>('batches');
  const [historyOpen, setHistoryOpen] = useState(false);
  const [{ fetching: saving }, saveDraft] = useMutation(SaveCourseDraftMutation);
  const [{ fetching: publishing }, publish] = useMutation(PublishCourseMutation);
  const [{ fetching: unpublishing }, unpublish] = useMutation(UnpublishCourseMutation);
  const [confirmUnpublish, setConfirmUnpublish] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const dirty = useMemo(() => JSON.stringify({ content, path: address, aliases, position }) !== saved, [content, address, aliases, position, saved]);
  const guard = useUnsavedChangesGuard(dirty);

  const update: Update = useCallback((path: Path, value: unknown) => setContent((c) => setAt(c, path, value)), []);

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    // Open every section holding a problem, then put the cursor on the first field named.
    setOpen((o) => {
      const next = new Set(o);
      ids.forEach((sid, i) => errorsUnder(found, ['sections', i]) > 0 && next.add(sid));
      return next;
    });
    setTimeout(() => {
      const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
      first?.focus();
      first?.scrollIntoView?.({ block: 'center' });
    }, 0);
  };

  const onSave = async () => {
    const found = validateDocument(content);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      notifications.show({ color: 'red', message: `Not saved: ${Object.keys(found).length === 1 ? 'a field needs' : `${Object.keys(found).length} fields need`} attention.` });
      return;
    }
    setErrors({});
    const result = await saveDraft({ id: course.id, baseVersion, content, path: address, aliases, position: typeof position === 'number' ? position : undefined });
    if (result.error) {
      const other = conflictOf(result.error);
      if (errorCode(result.error) === 'CONFLICT' && other) return setConflict(other);
      const mapped = serverErrors(result.error);
      if (Object.keys(mapped).length) showErrors(mapped);
      notifications.show({ color: 'red', title: 'Not saved', message: errorMessage(result.error) });
      return;
    }
    const c = result.data!.saveCourseDraft;
    setBaseVersion(c.draftVersion);
    // A moved page's old address comes back as an alias (the server adds it).
    setAliases(c.aliases);
    setSaved(JSON.stringify({ content, path: c.path, aliases: c.aliases, position: c.position }));
    setStatus({ isPublished: c.isPublished, hasUnpublishedChanges: c.hasUnpublishedChanges, publishedRevision: c.publishedRevision, updatedBy: c.draftUpdatedByName, updatedAt: c.draftUpdatedAt });
    notifications.show({ color: 'green', message: 'Draft saved. Publish it to show it on the site.' });
  };

  const onPublish = async () => {
    const result = await publish({ id: course.id, baseVersion });
    if (result.error) {
      const other = conflictOf(result.error);
      if (errorCode(result.error) === 'CONFLICT' && other) return setConflict(other);
      const mapped = serverErrors(result.error);
      if (Object.keys(mapped).length) showErrors(mapped);
      notifications.show({ color: 'red', title: 'Not published', message: errorMessage(result.error) });
      return;
    }
    const { course: c, revision } = result.data!.publishCourse;
    setStatus((s) => ({ ...s, isPublished: c.isPublished, hasUnpublishedChanges: c.hasUnpublishedChanges, publishedRevision: c.publishedRevision }));
    notifications.show({ color: 'green', message: `Published as version ${revision.number}.` });
  };

  const onUnpublish = async () => {
    const result = await unpublish({ id: course.id });
    setConfirmUnpublish(false);
    if (result.error) {
      notifications.show({ color: 'red', title: 'Not unpublished', message: errorMessage(result.error) });
      return;
    }
    const c = result.data!.unpublishCourse;
    setStatus((s) => ({ ...s, isPublished: c.isPublished, hasUnpublishedChanges: c.hasUnpublishedChanges, publishedRevision: c.publishedRevision }));
    notifications.show({ color: 'green', message: 'Unpublished: the page is off the site. The draft and its history stay.' });
  };

  const reloadTheirs = () => {
    guard.allowLeaving();
    setConflict(null);
    reload();
  };

  const sections = content.sections ?? [];
  // Stable callbacks: a section card redraws only when its own section, state or problems change.
  const moveSection = useCallback((from: number, to: number) => {
    const move = <T,>(list: T[]) => {
      const next = [...list];
      const [m] = next.splice(from, 1);
      next.splice(to, 0, m!);
      return next;
    };
    setContent((c) => ({ ...c, sections: move(c.sections) }));
    setIds(move);
    setErrors({});
  }, []);
  const removeSection = (i: number) => {
    setContent((c) => ({ ...c, sections: c.sections.filter((_, j) => j !== i) }));
    setIds((l) => l.filter((_, j) => j !== i));
    setErrors({});
    setRemoving(null);
  };
  const addSection = () => {
    const schema = sectionSchema(CourseSectionSchema, newKind)!;
    const [sid] = newIds(1);
    setContent((c) => ({ ...c, sections: [...c.sections, emptyValue(schema) as CourseDocument['sections'][number]] }));
    setIds((l) => [...l, sid!]);
    setOpen((o) => new Set(o).add(sid!));
  };
  const toggle = useCallback(
    (sid: string) =>
      setOpen((o) => {
        const next = new Set(o);
        if (next.has(sid)) next.delete(sid);
        else next.add(sid);
        return next;
      }),
    [],
  );

  const state = !status.isPublished ? 'Draft only' : status.hasUnpublishedChanges ? 'Unpublished changes' : 'Published';

  return (
    <Box component="form" ref={formRef} onSubmit={(e) => { e.preventDefault(); void onSave(); }} aria-label={`Edit ${course.label}`} noValidate>
      {guard.prompt}
      <Anchor component={Link} to={paths.admin.courses} size="sm">
        ← Courses
      </Anchor>
      {/* Kept in reach while staff scroll a long document (on wide screens: on a phone it would hide too much). */}
      <Group justify="space-between" align="flex-start" mt="xs" mb="sm" gap="sm" className="course-editor-header">
        <Box miw={0}>
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            {course.label}
          </Title>
          <Group gap="xs" mt={4}>
            <Badge color={state === 'Published' ? 'green' : state === 'Draft only' ? 'gray' : 'orange'} variant="light">
              {state}
            </Badge>
            <Text size="xs" c="dimmed">
              Draft saved by {status.updatedBy} · {when(status.updatedAt)}
            </Text>
          </Group>
        </Box>
        <Group gap="xs">
          <Button variant="default" onClick={() => setHistoryOpen(true)}>
            History
          </Button>
          {/* The preview shows the saved draft (it is read from the API in a new tab): save first. */}
          {dirty ? (
            <Button variant="default" disabled title="Save the draft first: Preview shows the saved draft">
              Preview
            </Button>
          ) : (
            <Button variant="default" component="a" href={`/courses/preview/${encodeURIComponent(course.id)}`} target="_blank" rel="noopener">
              Preview
            </Button>
          )}
          <Button type="submit" loading={saving} disabled={!dirty}>
            Save draft
          </Button>
          {status.isPublished && (
            <Button variant="default" color="red" onClick={() => setConfirmUnpublish(true)}>
              Unpublish
            </Button>
          )}
          <Button color="green" onClick={() => void onPublish()} loading={publishing} disabled={dirty || (!status.hasUnpublishedChanges && status.isPublished)} title={dirty ? 'Save the draft first' : undefined}>
            Publish
          </Button>
        </Group>
      </Group>
      {dirty && (
        <Text size="sm" c="dimmed" mb="sm">
          Unsaved changes. Save the draft before publishing or previewing.
        </Text>
      )}

      <Stack gap="md">
        <Paper withBorder p="md" radius="md">
          <Title order={2} fz="lg" mb="sm">
            Page
          </Title>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Address" description="The public path, e.g. /courses/data-science" value={address} error={errors.path} onChange={(e) => setAddress(e.currentTarget.value)} />
              <NumberInput label="Position" description="Order in navigation (ascending)" value={position} error={errors.position} allowDecimal={false} onChange={setPosition} />
            </SimpleGrid>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                Old addresses (redirect here)
              </Text>
              <Text size="xs" c="dimmed">
                Each answers 301 to the address above, e.g. /courses/old-name
              </Text>
              {aliases.map((alias, i) => (
                <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
                  <TextInput
                    aria-label={`Old address ${i + 1}`}
                    value={alias}
                    error={errors[`aliases.${i}`]}
                    style={{ flex: 1 }}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      setAliases((list) => list.map((a, j) => (j === i ? value : a)));
                    }}
                  />
                  <Button variant="subtle" color="red" aria-label={`Remove old address ${i + 1}`} onClick={() => setAliases((list) => list.filter((_, j) => j !== i))}>
                    Remove
                  </Button>
                </Group>
              ))}
              {errors.aliases && (
                <Text size="xs" c="red" role="alert">
                  {errors.aliases}
                </Text>
              )}
              <Group>
                <Button variant="default" size="xs" onClick={() => setAliases((list) => [...list, '/courses/'])}>
                  Add old address
                </Button>
              </Group>
            </Stack>
            <ObjectFields schema={CourseContentSchema} value={content as unknown as Record<string, unknown>} path={[]} update={update} errors={errors} skip={['sections']} />
          </Stack>
        </Paper>

        <Title order={2} fz="lg">
          Sections, in page order
        </Title>
        {errors.sections && (
          <Text c="red" size="sm" role="alert">
            {errors.sections}
          </Text>
        )}
        <Stack gap="sm" component="ol" aria-label="Sections" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {sections.map((section, i) => (
            <li key={ids[i]}>
              <SectionCard
                section={section}
                index={i}
                count={sections.length}
                sid={ids[i]!}
                opened={open.has(ids[i]!)}
                onToggle={toggle}
                onMove={moveSection}
                onRemove={setRemoving}
                update={update}
                errors={errors}
              />
            </li>
          ))}
        </Stack>
        <Paper withBorder p="sm" radius="md">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <NativeSelect label="Kind of section" value={newKind} onChange={(e) => setNewKind(e.currentTarget.value)} data={SECTION_KINDS.map((k) => ({ value: k, label: SECTION_KIND_LABELS[k] }))} miw={220} />
            <Button variant="light" onClick={addSection}>
              Add section
            </Button>
          </Group>
        </Paper>
      </Stack>

      <Modal opened={confirmUnpublish} onClose={() => setConfirmUnpublish(false)} title="Unpublish this course?" centered size="sm">
        <Text size="sm" mb="md">
          {UNPUBLISH_WARNING}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirmUnpublish(false)}>
            Keep it published
          </Button>
          <Button color="red" loading={unpublishing} onClick={() => void onUnpublish()}>
            Unpublish
          </Button>
        </Group>
      </Modal>

      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title="Remove this section?" centered size="sm">
        <Text size="sm" mb="md">
          {removing !== null && sections[removing] ? sectionName(sections[removing]) : ''} leaves the draft when you save it; the published page keeps it until you publish.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setRemoving(null)}>
            Keep it
          </Button>
          <Button color="red" onClick={() => removing !== null && removeSection(removing)}>
            Remove section
          </Button>
        </Group>
      </Modal>

      <Modal opened={!!conflict} onClose={() => setConflict(null)} title={CONFLICT_TITLE} centered size="lg">
        {conflict && (
          <Stack gap="sm">
            <Text size="sm">
              <b>{conflict.updatedByName}</b> saved a newer draft at {when(conflict.updatedAt)}. Nothing of yours was saved.
            </Text>
            <Text size="sm" fw={600}>
              What their draft has that differs from yours:
            </Text>
            <Box component="ul" aria-label="Their changes" m={0} pl="lg">
              {draftDifferences(content, conflict.content).map((d) => (
                <li key={d}>
                  <Text size="sm">{d}</Text>
                </li>
              ))}
            </Box>
            <Alert color="orange" variant="light">
              Reload their version to continue from it: your unsaved edits are lost. Keep editing first to copy any text you want to keep.
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConflict(null)}>
                Keep editing
              </Button>
              <Button color="orange" onClick={reloadTheirs}>
                Reload their version
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>

      <CourseHistoryDrawer
        course={historyOpen ? { id: course.id, label: course.label } : null}
        dirty={dirty}
        onClose={() => setHistoryOpen(false)}
        onRestored={() => {
          guard.allowLeaving();
          setHistoryOpen(false);
          reload();
        }}
      />
    </Box>
  );
}

const SectionCard = memo(function SectionCard({
  section,
  index,
  count,
  sid,
  opened,
  onToggle,
  onMove,
  onRemove,
  update,
  errors,
}: {
  section: CourseDocument['sections'][number];
  index: number;
  count: number;
  sid: string;
  opened: boolean;
  onToggle: (sid: string) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (i: number) => void;
  update: Update;
  errors: FieldErrors;
}) {
  const schema = sectionSchema(CourseSectionSchema, section.kind)!;
  const name = sectionName(section);
  const problems = errorsUnder(errors, ['sections', index]);
  const bodyId = `course-section-${index}`;
  return (
    <Paper withBorder radius="md" data-section-kind={section.kind}>
      <Group justify="space-between" wrap="nowrap" p="xs" gap="xs">
        <UnstyledButton onClick={() => onToggle(sid)} aria-expanded={opened} aria-controls={bodyId} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Text c="dimmed" size="sm" aria-hidden>
              {opened ? '▾' : '▸'}
            </Text>
            <Text fw={600} size="sm" truncate>
              {index + 1}. {name}
            </Text>
            {problems > 0 && (
              <Badge color="red" size="sm" variant="light" style={{ flexShrink: 0 }}>
                {problems} {problems === 1 ? 'problem' : 'problems'}
              </Badge>
            )}
          </Group>
        </UnstyledButton>
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="subtle" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => onMove(index, index - 1)}>
            ↑
          </Button>
          <Button size="compact-xs" variant="subtle" aria-label={`Move ${name} down`} disabled={index === count - 1} onClick={() => onMove(index, index + 1)}>
            ↓
          </Button>
          <Button size="compact-xs" variant="subtle" color="red" aria-label={`Remove ${name}`} onClick={() => onRemove(index)}>
            Remove
          </Button>
        </Group>
      </Group>
      {errors[`sections.${index}`] && (
        <Text c="red" size="sm" role="alert" px="sm" pb="xs">
          {errors[`sections.${index}`]}
        </Text>
      )}
      <Collapse expanded={opened} id={bodyId}>
        {/* Drawn only while open: a seed course has hundreds of fields, and a closed section costs nothing. */}
        {opened && (
          <Box px="sm" pb="sm">
            <ObjectFields schema={schema} value={section as unknown as Record<string, unknown>} path={['sections', index]} update={update} errors={errors} />
          </Box>
        )}
      </Collapse>
    </Paper>
  );
});
