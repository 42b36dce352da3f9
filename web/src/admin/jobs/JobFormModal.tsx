// Add Job / Edit Job (SPEC sections 2, 4, 5 and 8): a modal form with a live logo preview and the rich-text
// description. On success the list reloads and the modal closes; on failure it stays open with what was typed.
// Closing it, leaving the page or the tab with changes not saved asks "Discard unsaved changes?" first.
import { Alert, Box, Button, Code, Group, Image, Modal, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../gql';
import type { ApplyMethod, EmploymentType, JobCategory, JobStatus } from '../gql/graphql';
import { errorField, errorMessage, isServerRefusal } from '../../api/errors';
import { uploadImage } from '../api/uploads';
import { LazyRichTextEditor } from '../common/LazyRichTextEditor';
import { useConfirmedClose, useDirtyFlag, useUnsavedChangesGuard } from '../common/UnsavedChanges';
import {
  APPLY_METHODS,
  DEFAULT_COMPANY_LOGO,
  EMPLOYMENT_TYPES,
  JOB_STATUSES,
  todayInKolkata,
  JOB_CATEGORIES,
  JOB_MESSAGES,
  jobInputFrom,
  jobValuesFrom,
  isJobFormDirty,
  isPreviewableLogoUrl,
  missingJobFields,
  newJobValues,
  type JobFormValues,
  type RequiredJobField,
} from './jobForm';
import { LoadFailure, Loading } from '../common/LoadState';
import { conflictMessage, SaveConflictAlert } from '../common/SaveConflict';
import { LIMITS } from '../../../../gateway/src/services/limits';
import { usePhone } from '../common/usePhone';

const JobPostForEditQuery = graphql(`
  query AdminJobPostForEdit($id: ID!) {
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
      status
      closesAt
      experienceMin
      experienceMax
      skills
      applyMethod
      applyUrl
      applyEmail
      version
    }
  }
`);

const CreateJobPostMutation = graphql(`
  mutation AdminCreateJobPost($input: JobPostInput!) {
    createJobPost(input: $input) {
      id
      title
    }
  }
`);

const UpdateJobPostMutation = graphql(`
  mutation AdminUpdateJobPost($id: ID!, $input: JobPostUpdateInput!, $baseVersion: Int) {
    updateJobPost(id: $id, input: $input, baseVersion: $baseVersion) {
      id
      title
      version
    }
  }
`);

/** Which job the modal is for: a new one, or an existing one (by id; an id may be missing in broken data). */
export type JobFormTarget = { mode: 'add' } | { mode: 'edit'; id: string | null };

export interface JobFormModalProps {
  target: JobFormTarget | null;
  onClose: () => void;
  onSaved: () => void;
}

export function JobFormModal({ target, onClose, onSaved }: JobFormModalProps) {
  const fullScreen = usePhone();
  const [busy, setBusy] = useState(false);
  // Whether the form holds changes not saved yet (reported by the form).
  const { dirty, setDirty, isDirty } = useDirtyFlag();
  const opened = target !== null;
  const guard = useUnsavedChangesGuard(opened && dirty);
  const editing = target?.mode === 'edit';
  // Escape, the close button, a click outside and Cancel all come here: with changes, they ask first.
  const { confirming: confirmingClose, requestClose, question } = useConfirmedClose({ hasUnsaved: isDirty, onClose, busy, onDiscard: () => setDirty(false) });
  const saved = () => {
    setDirty(false);
    onSaved();
  };
  const formProps = { onCancel: requestClose, onSaved: saved, onBusy: setBusy, onDirtyChange: setDirty };

  return (
    <>
      <Modal
        opened={opened}
        onClose={requestClose}
        // While the question is open, Escape answers it ("Keep editing") rather than closing this modal too.
        closeOnEscape={!confirmingClose}
        title={editing ? 'Edit Job' : 'Add Job'}
        size="xl"
        fullScreen={fullScreen}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        {target?.mode === 'add' && <JobForm key="new" jobId={null} editing={false} initialValues={newJobValues()} {...formProps} />}
        {target?.mode === 'edit' && target.id && <EditJobLoader id={target.id} {...formProps} />}
        {target?.mode === 'edit' && !target.id && (
          // Data without an id cannot be edited; the form still shows so the message appears where it is expected.
          <JobForm key="no-id" jobId={null} editing initialValues={newJobValues()} {...formProps} />
        )}
      </Modal>
      {question}
      {guard.prompt}
    </>
  );
}

interface JobFormCallbacks {
  onCancel: () => void;
  onSaved: () => void;
  onBusy: (busy: boolean) => void;
  onDirtyChange: (dirty: boolean) => void;
}

function EditJobLoader({ id, ...rest }: { id: string } & JobFormCallbacks) {
  const [{ data, fetching, error }, reload] = useQuery({ query: JobPostForEditQuery, variables: { id }, requestPolicy: 'network-only' });
  if (fetching && !data) {
    return <Loading label="Loading the job" />;
  }
  if (error || !data?.jobPost) {
    return (
      <LoadFailure
        title="Could not load this job"
        message={error ? errorMessage(error) : 'This job no longer exists. It may have been deleted.'}
        onRetry={error ? () => reload({ requestPolicy: 'network-only' }) : undefined}
      >
        <Button size="xs" variant="default" onClick={rest.onCancel}>
          Close
        </Button>
      </LoadFailure>
    );
  }
  // Keyed by the version too: reloading after a conflict starts the form again from the newer version.
  return (
    <JobForm
      key={`${id}:${data.jobPost.version}`}
      jobId={id}
      editing
      initialValues={jobValuesFrom(data.jobPost)}
      baseVersion={data.jobPost.version}
      onReload={() => reload({ requestPolicy: 'network-only' })}
      {...rest}
    />
  );
}

interface JobFormProps extends JobFormCallbacks {
  jobId: string | null;
  editing: boolean;
  initialValues: JobFormValues;
  /** The job's version the form was loaded at, sent with the save: a job saved by someone else since is refused. */
  baseVersion?: number;
  /** Loads the job again (its newer version), replacing what was typed. */
  onReload?: () => void;
}

const FIELD_LABELS: Record<RequiredJobField, string> = {
  title: 'Job title',
  companyname: 'Company name',
  companylogo: 'Company logo URL',
  location: 'Location',
  salary: 'Salary',
};

function JobForm({ jobId, editing, initialValues, baseVersion, onReload, onCancel, onSaved, onBusy, onDirtyChange }: JobFormProps) {
  const [values, setValues] = useState<JobFormValues>(initialValues);
  const dirty = isJobFormDirty(values, initialValues);
  // Reported in a layout effect, whose updates React applies at once: a key pressed right after typing (Escape)
  // must already find the modal knowing about the change (a passive effect's update could come after that key).
  useLayoutEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  // A form that goes away (saved, discarded, another job opened) leaves nothing unsaved behind.
  useLayoutEffect(() => () => onDirtyChange(false), [onDirtyChange]);
  const [missing, setMissing] = useState<RequiredJobField[]>([]);
  const [alert, setAlertText] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [, createJob] = useMutation(CreateJobPostMutation);
  const [, updateJob] = useMutation(UpdateJobPostMutation);
  const [previewUrl] = useDebouncedValue(values.companylogo, 400);
  const [logoFailed, setLogoFailed] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const setAlert = (text: string | null) => {
    setAlertText(text);
    // A message is brought into view: the modal's body may be scrolled down to the Save button.
    if (text) requestAnimationFrame(() => alertRef.current?.scrollIntoView({ block: 'nearest' }));
  };

  const set = <K extends keyof JobFormValues>(field: K, value: JobFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (missing.includes(field as RequiredJobField)) setMissing((m) => m.filter((f) => f !== field));
    if (fieldError?.field === field) setFieldError(null);
  };

  const errorFor = (field: string) => {
    if (fieldError?.field === field) return fieldError.message;
    return missing.includes(field as RequiredJobField) ? `${FIELD_LABELS[field as RequiredJobField]} is required` : undefined;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    setConflict(null);
    setFieldError(null);
    if (editing && !jobId) return setAlert(JOB_MESSAGES.editWithoutId);
    const empty = missingJobFields(values);
    setMissing(empty);
    if (empty.length > 0) {
      setAlert(JOB_MESSAGES.required);
      document.getElementById(`job-${empty[0]}`)?.focus({ preventScroll: true });
      return;
    }
    setSaving(true);
    onBusy(true);
    try {
      const result = editing && jobId ? await updateJob({ id: jobId, input: jobInputFrom(values, initialValues), baseVersion }) : await createJob({ input: jobInputFrom(values) });
      if (result.error) {
        const other = conflictMessage(result.error);
        if (other) {
          setConflict(other);
          requestAnimationFrame(() => alertRef.current?.scrollIntoView({ block: 'nearest' }));
        } else if (isServerRefusal(result.error)) {
          setAlert(JOB_MESSAGES.saveFailed(errorMessage(result.error)));
          const field = errorField(result.error);
          if (field) setFieldError({ field, message: errorMessage(result.error) });
        } else {
          setAlert(JOB_MESSAGES.saveError(errorMessage(result.error)));
        }
        return;
      }
      const saved = result.data && ('updateJobPost' in result.data ? result.data.updateJobPost : result.data.createJobPost);
      if (!saved) return setAlert(JOB_MESSAGES.saveFailed(null));
      notifications.show({ color: 'green', title: editing ? 'Job updated' : 'Job added', message: `“${saved.title}” was saved.` });
      onSaved();
    } catch (err) {
      setAlert(JOB_MESSAGES.saveError(err instanceof Error ? err.message : String(err)));
    } finally {
      setSaving(false);
      onBusy(false);
    }
  };

  const showPreview = isPreviewableLogoUrl(previewUrl);
  const previewSrc = showPreview && logoFailed !== previewUrl ? previewUrl : DEFAULT_COMPANY_LOGO;

  return (
    <form onSubmit={submit} noValidate aria-label={editing ? 'Edit job' : 'Add job'}>
      <Stack gap="md">
        {editing && (
          <Alert color="blue" variant="light" p="xs" data-testid="job-id-banner">
            <Text size="sm">
              Editing job ID: <Code style={{ overflowWrap: 'anywhere' }}>{jobId ?? 'N/A'}</Code>
            </Text>
          </Alert>
        )}
        {conflict && (
          <div ref={alertRef}>
            <SaveConflictAlert message={conflict} onReload={() => onReload?.()} />
          </div>
        )}
        {alert && (
          <Alert ref={alertRef} color="red" variant="light" role="alert" data-testid="job-form-alert">
            <Text size="sm" fw={500}>
              {alert}
            </Text>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput id="job-title" label="Job title" required value={values.title} onChange={(e) => set('title', e.currentTarget.value)} error={errorFor('title')} maxLength={LIMITS.title} />
          <TextInput
            id="job-companyname"
            label="Company name"
            required
            value={values.companyname}
            onChange={(e) => set('companyname', e.currentTarget.value)}
            error={errorFor('companyname')}
            maxLength={LIMITS.shortText}
          />
        </SimpleGrid>
        <Group align="flex-start" gap="md" wrap="nowrap">
          <TextInput
            id="job-companylogo"
            label="Company logo URL"
            description="An https:// address or a path on this site"
            required
            type="url"
            style={{ flex: 1, minWidth: 0 }}
            value={values.companylogo}
            onChange={(e) => set('companylogo', e.currentTarget.value)}
            error={errorFor('companylogo')}
          />
          <Box ta="center" pt={4}>
            <Text size="xs" c="dimmed" mb={4} id="logo-preview-label">
              Preview
            </Text>
            <Image
              src={previewSrc}
              onError={() => setLogoFailed(previewUrl)}
              alt={values.companyname ? `${values.companyname} logo preview` : 'Company logo preview'}
              w={64}
              h={64}
              fit="contain"
              radius="sm"
              bd="1px solid var(--mantine-color-default-border)"
              bg="white"
              data-testid="logo-preview"
            />
          </Box>
        </Group>
        {showPreview && logoFailed === previewUrl && (
          <Text size="xs" c="orange.8" mt={-8}>
            This logo could not be loaded; the placeholder is shown instead.
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput id="job-location" label="Location" required value={values.location} onChange={(e) => set('location', e.currentTarget.value)} error={errorFor('location')} maxLength={LIMITS.shortText} />
          <TextInput
            id="job-salary"
            label="Salary"
            description="As visitors will see it: 6.5 LPA, 4–6 LPA, ₹35,000 / month, 6,00,000 (rupees a year) or Not disclosed"
            placeholder="6.5 LPA"
            required
            value={values.salary}
            onChange={(e) => set('salary', e.currentTarget.value)}
            error={errorFor('salary')}
            maxLength={LIMITS.salary}
          />
          <Select
            id="job-category"
            label="Category"
            placeholder="Choose a category"
            data={JOB_CATEGORIES}
            value={values.category}
            onChange={(value) => set('category', (value as JobCategory | null) ?? null)}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            id="job-employmentType"
            label="Employment type"
            data={EMPLOYMENT_TYPES}
            value={values.employmentType}
            onChange={(value) => value && set('employmentType', value as EmploymentType)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            id="job-experienceMin"
            label="Experience from (years)"
            description="0 for freshers; leave empty if not said"
            min={0}
            max={LIMITS.experienceYears}
            allowDecimal={false}
            allowNegative={false}
            value={values.experienceMin}
            onChange={(value) => set('experienceMin', typeof value === 'number' ? value : '')}
            error={errorFor('experienceMin')}
          />
          <NumberInput
            id="job-experienceMax"
            label="Experience up to (years)"
            description={`At most ${LIMITS.experienceYears}; leave empty for no upper limit`}
            min={0}
            max={LIMITS.experienceYears}
            allowDecimal={false}
            allowNegative={false}
            value={values.experienceMax}
            onChange={(value) => set('experienceMax', typeof value === 'number' ? value : '')}
            error={errorFor('experienceMax')}
          />
        </SimpleGrid>
        <TagsInput
          id="job-skills"
          label="Skills"
          description={`Press Enter or type a comma after each (at most ${LIMITS.skills}, ${LIMITS.skill} characters each)`}
          placeholder={values.skills.length ? '' : 'SQL, Excel, Power BI'}
          value={values.skills}
          onChange={(skills) => set('skills', skills)}
          maxTags={LIMITS.skills}
          splitChars={[',']}
          acceptValueOnBlur
          clearable
          error={errorFor('skills')}
          comboboxProps={{ withinPortal: true }}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500} id="job-applyMethod-label">
            How to apply
          </Text>
          <SegmentedControl
            aria-labelledby="job-applyMethod-label"
            data={APPLY_METHODS}
            value={values.applyMethod}
            onChange={(value) => set('applyMethod', value as ApplyMethod)}
            fullWidth
          />
          {values.applyMethod === 'SITE' && (
            <Text size="xs" c="dimmed">
              Apply Now opens the application form on this site; applications reach the placement pipeline (Applications).
            </Text>
          )}
          {values.applyMethod === 'URL' && (
            <TextInput
              id="job-applyUrl"
              label="Application link"
              description="The page where candidates apply, https://…"
              type="url"
              required
              value={values.applyUrl}
              onChange={(e) => set('applyUrl', e.currentTarget.value)}
              error={errorFor('applyUrl')}
            />
          )}
          {values.applyMethod === 'EMAIL' && (
            <TextInput
              id="job-applyEmail"
              label="Application e-mail"
              description="Apply Now writes to this address"
              type="email"
              required
              value={values.applyEmail}
              onChange={(e) => set('applyEmail', e.currentTarget.value)}
              error={errorFor('applyEmail')}
            />
          )}
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            id="job-status"
            label="Status"
            data={JOB_STATUSES.map(({ value, label }) => ({ value, label }))}
            value={values.status}
            onChange={(value) => value && set('status', value as JobStatus)}
            allowDeselect={false}
            description={JOB_STATUSES.find((s) => s.value === values.status)?.description}
            error={errorFor('status')}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            id="job-closesAt"
            label="Closing date"
            description="Applications close at the end of this day, India time; empty: no closing date"
            type="date"
            value={values.closesOn}
            onChange={(e) => set('closesOn', e.currentTarget.value)}
            error={errorFor('closesAt')}
            rightSection={values.closesOn ? <CloseDateButton onClick={() => set('closesOn', '')} /> : null}
            rightSectionWidth={values.closesOn ? 36 : undefined}
          />
        </SimpleGrid>
        {values.closesOn && values.closesOn < todayInKolkata() && values.status === 'PUBLISHED' && (
          <Text size="xs" c="orange.8" mt={-8} data-testid="closing-date-past">
            This day has passed: once saved, the job is closed at once (its page stays, without Apply Now).
          </Text>
        )}
        <LazyRichTextEditor
          label="Description"
          required
          initialHtml={initialValues.content}
          onChange={(html) => set('content', html)}
          onUploadImage={uploadImage}
          placeholder="What the job is, who it suits, how to apply…"
          error={errorFor('content')}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {editing ? 'Update Job' : 'Save Job'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Clears the closing date (a date field has no clear button of its own in every browser). */
function CloseDateButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="subtle" size="compact-xs" color="gray" onClick={onClick} aria-label="Clear the closing date" px={6}>
      ✕
    </Button>
  );
}
