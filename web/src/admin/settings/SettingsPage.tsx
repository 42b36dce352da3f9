// /admin/settings (administrators only): the contact details, social links and landing-page figures the public pages
// show, and (?section=leads) how new leads are given out. Stored in the database through the API; a refused field
// shows the server's message under it.
import { Alert, Button, Card, Group, SimpleGrid, Stack, Tabs, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { dateTime } from '../common/format';
import { focusFirstError } from '../common/focusFirstError';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../gql';
import { errorField, errorMessage } from '../../api/errors';
import { PageHeader } from '../common/PageHeader';
import { useUnsavedChangesGuard } from '../common/UnsavedChanges';
import { settingsInputFrom, settingsValuesFrom, validateSettingsForm, type SettingsFormValues } from './settingsForm';
import { LoadFailure, Loading } from '../common/LoadState';
import { conflictMessage, SaveConflictAlert } from '../common/SaveConflict';
import { useSearchParams } from 'react-router-dom';
import { LeadSettingsSection } from './LeadSettingsForm';
import { LIMITS } from '../../../../gateway/src/services/limits';

const SiteSettingsQuery = graphql(`
  query AdminSiteSettings {
    siteSettings {
      siteName
      supportEmail
      tollFreeNumber
      mobileNumber
      city
      address
      facebookUrl
      instagramUrl
      linkedinUrl
      twitterUrl
      youtubeUrl
      placementsFigure
      highestPackageFigure
      hiringPartnersFigure
      updatedAt
    }
  }
`);

const UpdateSiteSettingsMutation = graphql(`
  mutation AdminUpdateSiteSettings($input: SiteSettingsInput!, $baseUpdatedAt: DateTime) {
    updateSiteSettings(input: $input, baseUpdatedAt: $baseUpdatedAt) {
      siteName
      supportEmail
      tollFreeNumber
      mobileNumber
      city
      address
      facebookUrl
      instagramUrl
      linkedinUrl
      twitterUrl
      youtubeUrl
      placementsFigure
      highestPackageFigure
      hiringPartnersFigure
      updatedAt
    }
  }
`);

export type SettingsSection = 'site' | 'leads';

/**
 * The section is in the address (?section=leads), so that it survives a reload and a move between sections is a
 * navigation: a form with unsaved changes asks before it is left, and only the shown section's form exists.
 */
export function SettingsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const section: SettingsSection = searchParams.get('section') === 'leads' ? 'leads' : 'site';
  return (
    <>
      <PageHeader
        title="Settings"
        description={
          section === 'leads'
            ? 'How new leads are given out to counsellors, and when an enquiry joins a lead already open.'
            : 'The learning centre’s contact details, social links and landing-page figures, as the public pages show them.'
        }
      />
      <Tabs value={section} onChange={(next) => setSearchParams(next === 'leads' ? { section: 'leads' } : {})} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="site">Site details</Tabs.Tab>
          <Tabs.Tab value="leads">Leads</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="site">
          <SiteSettingsSection />
        </Tabs.Panel>
        <Tabs.Panel value="leads">
          <LeadSettingsSection />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

function SiteSettingsSection() {
  const [{ data, fetching, error }, reexecute] = useQuery({ query: SiteSettingsQuery, requestPolicy: 'network-only' });
  const settings = data?.siteSettings;
  return (
    <>
      {fetching && !settings && (
        <Loading label="Loading settings" />
      )}
      {error && !settings && (
        <LoadFailure title="Could not load the settings" message={errorMessage(error)} onRetry={() => reexecute({ requestPolicy: 'network-only' })} />
      )}
      {settings && (
        <SettingsForm
          key={settings.updatedAt ?? 'defaults'}
          initialValues={settingsValuesFrom(settings)}
          updatedAt={settings.updatedAt ?? null}
          onReload={() => reexecute({ requestPolicy: 'network-only' })}
        />
      )}
    </>
  );
}

/**
 * `updatedAt`: when the settings were saved as the form loaded them; each save sends the latest it knows (someone
 * else's save since is refused: CONFLICT) and moves it on to its own. `onReload` loads the newer settings.
 */
function SettingsForm({ initialValues, updatedAt, onReload }: { initialValues: SettingsFormValues; updatedAt: string | null; onReload: () => void }) {
  const form = useForm<SettingsFormValues>({ mode: 'controlled', initialValues, validate: validateSettingsForm, validateInputOnBlur: true });
  const [alert, setAlert] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [base, setBase] = useState<string | null>(updatedAt);
  const [saving, setSaving] = useState(false);
  const [, save] = useMutation(UpdateSiteSettingsMutation);
  const formRef = useRef<HTMLFormElement>(null);
  // Leaving with changes not saved asks first (a link, Back, closing the tab); saving makes the form clean again.
  const guard = useUnsavedChangesGuard(form.isDirty());

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    setConflict(null);
    setSaving(true);
    try {
      const result = await save({ input: settingsInputFrom(values), baseUpdatedAt: base ?? undefined });
      if (result.error) {
        const other = conflictMessage(result.error);
        if (other) return setConflict(other);
        const field = errorField(result.error);
        if (field && field in values) {
          form.setFieldError(field, errorMessage(result.error));
          document.getElementById(`settings-${field}`)?.focus();
        } else setAlert(errorMessage(result.error));
        return;
      }
      const saved = result.data?.updateSiteSettings;
      if (saved) form.setInitialValues(settingsValuesFrom(saved));
      if (saved?.updatedAt) setBase(saved.updatedAt);
      form.resetDirty(saved ? settingsValuesFrom(saved) : values);
      notifications.show({ color: 'green', title: 'Settings saved', message: 'The public pages now show the new details.' });
    } catch (err) {
      setAlert(err instanceof Error ? err.message : String(err));
    } finally {
      setSaving(false);
    }
  }, (errors) => focusFirstError(formRef.current, errors));

  const field = (name: keyof SettingsFormValues) => ({ id: `settings-${name}`, ...form.getInputProps(name) });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Site settings">
      <Stack gap="lg" maw={860}>
        {conflict && <SaveConflictAlert message={conflict} onReload={onReload} />}
        {alert && (
          <Alert color="red" variant="light" role="alert">
            <Text size="sm" fw={500}>
              {alert}
            </Text>
          </Alert>
        )}
        <Card withBorder radius="md" padding="lg" component="fieldset" style={{ margin: 0, minWidth: 0 }}>
          <Title order={2} fz="lg" mb="md" component="legend" style={{ float: 'left', width: '100%', padding: 0 }}>
            Contact details
          </Title>
          <TextInput
            label="Site name"
            description="The one name the public site gives itself: header, footer, page titles, the landing page."
            required
            maxLength={LIMITS.siteNameMax}
            mb="md"
            style={{ clear: 'both' }}
            {...field('siteName')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" style={{ clear: 'both' }}>
            <TextInput label="Support email" type="email" required autoComplete="off" {...field('supportEmail')} />
            <TextInput label="Toll-free number" type="tel" required placeholder="1800-210-2020" {...field('tollFreeNumber')} />
            <TextInput label="Mobile number" type="tel" required placeholder="+91 98765 43210" {...field('mobileNumber')} />
            <TextInput label="City" required placeholder="Pune, Maharashtra" maxLength={LIMITS.city} {...field('city')} />
          </SimpleGrid>
          <Textarea label="Address" required autosize minRows={2} maxRows={4} maxLength={LIMITS.address} mt="md" {...field('address')} />
        </Card>
        <Card withBorder radius="md" padding="lg" component="fieldset" style={{ margin: 0, minWidth: 0 }}>
          <Title order={2} fz="lg" mb={4} component="legend" style={{ float: 'left', width: '100%', padding: 0 }}>
            Social links
          </Title>
          <Text size="sm" c="dimmed" mb="md" style={{ clear: 'both' }}>
            Full https:// addresses. Leave a field empty to hide that link.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Facebook" type="url" placeholder="https://facebook.com/…" {...field('facebookUrl')} />
            <TextInput label="Instagram" type="url" placeholder="https://instagram.com/…" {...field('instagramUrl')} />
            <TextInput label="LinkedIn" type="url" placeholder="https://linkedin.com/…" {...field('linkedinUrl')} />
            <TextInput label="X (Twitter)" type="url" placeholder="https://x.com/…" {...field('twitterUrl')} />
            <TextInput label="YouTube" type="url" placeholder="https://youtube.com/…" {...field('youtubeUrl')} />
          </SimpleGrid>
        </Card>
        <Card withBorder radius="md" padding="lg" component="fieldset" style={{ margin: 0, minWidth: 0 }}>
          <Title order={2} fz="lg" mb={4} component="legend" style={{ float: 'left', width: '100%', padding: 0 }}>
            Landing page figures
          </Title>
          <Text size="sm" c="dimmed" mb="md" style={{ clear: 'both' }}>
            Shown on the landing page; leave empty to hide. Write each as visitors should read it, and only figures the
            centre can stand behind.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput label="Placements" placeholder="1,200+" maxLength={LIMITS.headlineFigure} {...field('placementsFigure')} />
            <TextInput label="Highest package" placeholder="₹18 LPA" maxLength={LIMITS.headlineFigure} {...field('highestPackageFigure')} />
            <TextInput label="Hiring partners" placeholder="150+" maxLength={LIMITS.headlineFigure} {...field('hiringPartnersFigure')} />
          </SimpleGrid>
        </Card>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed">
            {base ? `Last saved ${dateTime(base)}` : 'The default details are in use until you save.'}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={() => form.reset()} disabled={saving || !form.isDirty()}>
              Discard changes
            </Button>
            <Button type="submit" loading={saving}>
              Save settings
            </Button>
          </Group>
        </Group>
      </Stack>
      {guard.prompt}
    </form>
  );
}
