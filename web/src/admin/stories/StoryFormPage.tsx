// /admin/success-stories/add and …/:id/edit (SPEC sections 2, 4, 5): Title, Upload Image, Post Date, the student's
// name, company and role, the placement package and company logo (the landing page's placement cards, issue 29), and
// the story text. Validated on submit, then on every change after the first submit.
// Leaving the form with changes not saved asks "Discard unsaved changes?" first.
import { Alert, Anchor, Box, Button, Card, FileInput, Grid, Group, Image, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../gql';
import { paths } from '../../routes';
import { errorField, errorMessage } from '../../api/errors';
import { uploadImage, uploadProblem, UPLOAD_IMAGE_TYPES } from '../api/uploads';
import { todayDateInputValue } from '../common/format';
import { LazyRichTextEditor } from '../common/LazyRichTextEditor';
import { PageHeader } from '../common/PageHeader';
import { useUnsavedChangesGuard } from '../common/UnsavedChanges';
import { newStoryValues, storyInputFrom, storyValuesFrom, validateStoryForm, type StoryFormValues } from './storyForm';
import { LoadFailure, Loading } from '../common/LoadState';
import { conflictMessage, SaveConflictAlert } from '../common/SaveConflict';
import { LIMITS } from '../../../../gateway/src/services/limits';

const StoryForEditQuery = graphql(`
  query AdminStoryForEdit($id: ID!) {
    story(id: $id) {
      id
      title
      storyImage
      postDate
      studentName
      companyName
      role
      placementPackage
      companyLogo
      storyContent
      published
      updatedAt
    }
  }
`);

const CreateStoryMutation = graphql(`
  mutation AdminCreateStory($input: StoryInput!) {
    createStory(input: $input) {
      id
      title
    }
  }
`);

const UpdateStoryMutation = graphql(`
  mutation AdminUpdateStory($id: ID!, $input: StoryUpdateInput!, $baseUpdatedAt: DateTime) {
    updateStory(id: $id, input: $input, baseUpdatedAt: $baseUpdatedAt) {
      id
      title
      updatedAt
    }
  }
`);

/** The path of a story's edit form (under the stories page, like the add form). */
export const editStoryPath = paths.admin.editStory;

function BackLink() {
  return (
    <Anchor component={Link} to={paths.admin.stories} size="sm" mb="xs" display="inline-block">
      ← Back to Success Stories
    </Anchor>
  );
}

export function AddStoryPage() {
  return (
    <>
      <BackLink />
      <PageHeader title="Add Success Story" />
      <StoryForm storyId={null} initialValues={newStoryValues(todayDateInputValue())} />
    </>
  );
}

export function EditStoryPage() {
  const { id = '' } = useParams();
  const [{ data, fetching, error }, reload] = useQuery({ query: StoryForEditQuery, variables: { id }, requestPolicy: 'network-only' });
  return (
    <>
      <BackLink />
      <PageHeader
        title="Edit Success Story"
        description={data?.story && !data.story.published ? 'A draft: not on the site until it is published from the Success Stories list.' : undefined}
      />
      {fetching && !data && (
        <Loading label="Loading the story" />
      )}
      {!fetching && (error || !data?.story) && (
        <LoadFailure
          title="Could not load this story"
          message={error ? errorMessage(error) : 'This story no longer exists. It may have been deleted.'}
          onRetry={error ? () => reload({ requestPolicy: 'network-only' }) : undefined}
        />
      )}
      {data?.story && (
        // Keyed by updatedAt too: reloading after a conflict starts the form again from the newer version.
        <StoryForm
          key={`${data.story.id}:${data.story.updatedAt}`}
          storyId={data.story.id}
          initialValues={storyValuesFrom(data.story)}
          baseUpdatedAt={data.story.updatedAt}
          onReload={() => reload({ requestPolicy: 'network-only' })}
        />
      )}
    </>
  );
}

const FORM_FIELDS = new Set<string>(['title', 'storyImage', 'postDate', 'studentName', 'companyName', 'role', 'placementPackage', 'companyLogo', 'storyContent']);

/**
 * `baseUpdatedAt`: when the story was saved as the form loaded it, sent with the save (a story someone else saved since
 * is refused: CONFLICT); `onReload` loads the newer version.
 */
function StoryForm({ storyId, initialValues, baseUpdatedAt, onReload }: { storyId: string | null; initialValues: StoryFormValues; baseUpdatedAt?: string; onReload?: () => void }) {
  const navigate = useNavigate();
  const submitted = useRef(false);
  const form = useForm<StoryFormValues>({ mode: 'controlled', initialValues, validate: validateStoryForm, clearInputErrorOnChange: false });
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [logoFile, setLogoFile] = useState<File | null>(null);
  const [uploadingLogo, setUploadingLogo] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [, createStory] = useMutation(CreateStoryMutation);
  const [, updateStory] = useMutation(UpdateStoryMutation);
  const { values, setErrors } = form;
  // Leaving with changes not saved asks first (a link, Back, Cancel, closing the tab); a saved story leaves freely.
  const guard = useUnsavedChangesGuard(form.isDirty());

  // After the first submit, every change validates the form again (SPEC section 4).
  useEffect(() => {
    if (submitted.current) setErrors(validateStoryForm(values));
  }, [values, setErrors]);

  const onFile = async (next: File | null) => {
    setFile(next);
    if (!next) return;
    const problem = uploadProblem(next);
    if (problem) {
      form.setFieldError('storyImage', problem);
      return;
    }
    setUploading(true);
    form.clearFieldError('storyImage');
    try {
      const url = await uploadImage(next);
      form.setFieldValue('storyImage', url);
    } catch (err) {
      form.setFieldError('storyImage', err instanceof Error ? err.message : String(err));
      setFile(null);
    } finally {
      setUploading(false);
    }
  };

  // The logo, like the picture: uploaded, its URL put in the field (which also takes an address typed by hand).
  const onLogoFile = async (next: File | null) => {
    setLogoFile(next);
    if (!next) return;
    const problem = uploadProblem(next);
    if (problem) {
      form.setFieldError('companyLogo', problem);
      return;
    }
    setUploadingLogo(true);
    form.clearFieldError('companyLogo');
    try {
      form.setFieldValue('companyLogo', await uploadImage(next));
    } catch (err) {
      form.setFieldError('companyLogo', err instanceof Error ? err.message : String(err));
      setLogoFile(null);
    } finally {
      setUploadingLogo(false);
    }
  };

  const submit = form.onSubmit(
    async (valid) => {
      setAlert(null);
      setConflict(null);
      setSaving(true);
      try {
        const input = storyInputFrom(valid);
        const result = storyId ? await updateStory({ id: storyId, input, baseUpdatedAt }) : await createStory({ input });
        if (result.error) {
          const other = conflictMessage(result.error);
          if (other) return setConflict(other);
          const field = errorField(result.error);
          if (field && FORM_FIELDS.has(field)) form.setFieldError(field, errorMessage(result.error));
          else setAlert(errorMessage(result.error));
          return;
        }
        notifications.show({ color: 'green', title: storyId ? 'Story updated' : 'Story added', message: `“${valid.title.trim()}” was saved.` });
        guard.allowLeaving();
        navigate(paths.admin.stories);
      } catch (err) {
        setAlert(err instanceof Error ? err.message : String(err));
      } finally {
        setSaving(false);
      }
    },
    (errors) => {
      submitted.current = true;
      // Take the reader to the first problem (the button may be far below it).
      const first = (['title', 'storyImage', 'postDate', 'placementPackage', 'companyLogo'] as const).find((field) => errors[field]);
      if (first) document.getElementById(`story-${first}`)?.focus();
    },
  );

  return (
    <Card withBorder radius="md" padding="lg" maw={860}>
      <form
        onSubmit={(event) => {
          submitted.current = true;
          submit(event);
        }}
        noValidate
        aria-label={storyId ? 'Edit success story' : 'Add success story'}
      >
        <Stack gap="md">
          {conflict && <SaveConflictAlert message={conflict} onReload={() => onReload?.()} />}
          {alert && (
            <Alert color="red" variant="light" role="alert">
              <Text size="sm" fw={500}>
                {alert}
              </Text>
            </Alert>
          )}
          <TextInput id="story-title" label="Title" required maxLength={LIMITS.title} {...form.getInputProps('title')} />
          <Box>
            <FileInput
              id="story-storyImage"
              label="Upload Image"
              description="PNG, JPEG, GIF, WebP, BMP or ICO, up to 5 MB"
              placeholder={values.storyImage ? 'Choose a different image' : 'Choose an image'}
              accept={UPLOAD_IMAGE_TYPES.join(',')}
              required
              clearable={false}
              value={file}
              onChange={onFile}
              error={form.errors.storyImage}
              rightSection={uploading ? <Loader size="xs" role="status" aria-label="Uploading" /> : null}
              disabled={uploading}
            />
            {values.storyImage && (
              <Image
                src={values.storyImage}
                alt="Story image preview"
                mt="xs"
                h={160}
                w="auto"
                maw="100%"
                fit="contain"
                radius="sm"
                bd="1px solid var(--mantine-color-default-border)"
                data-testid="story-image-preview"
              />
            )}
          </Box>
          <TextInput id="story-postDate" label="Post Date" type="date" required {...form.getInputProps('postDate')} style={{ maxWidth: 220 }} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput label="Student name" maxLength={LIMITS.name} {...form.getInputProps('studentName')} />
            <TextInput label="Company" maxLength={LIMITS.shortText} {...form.getInputProps('companyName')} />
            <TextInput label="Role" maxLength={LIMITS.shortText} {...form.getInputProps('role')} />
          </SimpleGrid>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              id="story-placementPackage"
              label="Placement package"
              description="As accepted, e.g. 5.5 LPA. With a package the story is on the landing page’s placement cards."
              placeholder="5.5 LPA"
              maxLength={LIMITS.placementPackage}
              {...form.getInputProps('placementPackage')}
            />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <Group align="flex-start" gap="md" wrap="nowrap">
                <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                  <TextInput
                    id="story-companyLogo"
                    label="Company logo"
                    description="Upload it, or give an https:// address or a path on this site"
                    {...form.getInputProps('companyLogo')}
                  />
                  <FileInput
                    // The name holds the button's words (what a voice user says to press it): axe's label-content-name-mismatch.
                    aria-label={values.companyLogo ? 'Upload a different company logo' : 'Upload company logo'}
                    placeholder={values.companyLogo ? 'Upload a different company logo' : 'Upload company logo'}
                    accept={UPLOAD_IMAGE_TYPES.join(',')}
                    clearable={false}
                    value={logoFile}
                    onChange={onLogoFile}
                    rightSection={uploadingLogo ? <Loader size="xs" role="status" aria-label="Uploading the logo" /> : null}
                    disabled={uploadingLogo}
                  />
                </Stack>
                {values.companyLogo && (
                  <Image
                    src={values.companyLogo}
                    alt={values.companyName ? `${values.companyName} logo preview` : 'Company logo preview'}
                    mt={24}
                    w={96}
                    h={64}
                    fit="contain"
                    radius="sm"
                    bd="1px solid var(--mantine-color-default-border)"
                    bg="white"
                    data-testid="story-logo-preview"
                  />
                )}
              </Group>
            </Grid.Col>
          </Grid>
          <LazyRichTextEditor
            label="Story"
            initialHtml={initialValues.storyContent}
            onChange={(html) => form.setFieldValue('storyContent', html)}
            onUploadImage={uploadImage}
            placeholder="How the course helped, the placement, a quote…"
            error={form.errors.storyContent}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" component={Link} to={paths.admin.stories}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={uploading || uploadingLogo}>
              Submit Story
            </Button>
          </Group>
        </Stack>
      </form>
      {guard.prompt}
    </Card>
  );
}
