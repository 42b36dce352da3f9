// The course editor (issue 29): fields for every section kind of the seed documents, drawn from the gateway's zod
// schema; edit and save with the draft version; a client-side refusal beside its field; the server's refusal mapped to
// its field; the conflict dialog; publish (only once saved); restore from History.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seedCourses } from '../../../../gateway/src/db/seed-data/courses/index';
import { SECTION_KINDS, type CourseContent } from '../../../../gateway/src/services/course-content';
import { renderAdmin, type GraphQLCall, type GraphQLHandler } from '../testing';
import { CourseEditorPage } from './CourseEditorPage';
import { CONFLICT_TITLE, UNPUBLISH_WARNING } from './CourseEditorPage';

const DOC: CourseContent = {
  title: 'Cloud Computing in Pune',
  metaDescription: 'Classroom cloud course.',
  label: 'Cloud Computing',
  card: { image: '/media/content/courses/data-science-ai-ml.svg', title: 'Cloud', duration: '3 months', certification: 'Certificate' },
  sections: [
    { kind: 'hero', title: 'Cloud Computing', tagline: 'Learn the cloud.', ctas: [{ label: 'Apply Now', action: 'lead' }] },
    {
      kind: 'batches',
      heading: 'Upcoming batches',
      scholarship: 'Scholarships available',
      emi: 'EMI from INR 5,000',
      batches: [{ type: 'weekday', startDate: '2026-12-05', days: 'Mon–Fri', time: '10:00–13:00' }],
      ctas: [],
    },
    {
      kind: 'fees',
      heading: 'Tuition Fee',
      tabs: [{ label: 'Pune', fee: { amount: 'INR 99,999', duration: '4 months' }, points: ['Classroom'] }],
      ctas: [],
    },
  ],
  syllabus: { course: 'Cloud', summary: 'The syllabus.', modules: [] },
};

const course = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Course',
  id: 'c1',
  slug: 'cloud',
  path: '/courses/cloud',
  aliases: ['/courses/cloud-old'],
  label: 'Cloud Computing',
  position: 5,
  draft: DOC,
  draftVersion: 3,
  draftUpdatedAt: '2026-11-20T06:30:00.000Z',
  draftUpdatedByName: 'asha',
  isPublished: true,
  hasUnpublishedChanges: false,
  publishedAt: '2026-11-20T06:30:00.000Z',
  publishedRevision: 2,
  ...overrides,
});

function server(answers: Partial<Record<string, (call: GraphQLCall) => unknown>> = {}, draft: CourseContent = DOC): GraphQLHandler {
  return (call) => {
    const answer = answers[call.operationName];
    if (answer) return answer(call) as never;
    if (call.operationName === 'AdminCourse') return { data: { course: course({ draft }) } };
    if (call.operationName === 'AdminSaveCourseDraft') {
      return { data: { saveCourseDraft: course({ draft: call.variables.content, draftVersion: 4, hasUnpublishedChanges: true, draftUpdatedByName: 'Asha Admin' }) } };
    }
    if (call.operationName === 'AdminPublishCourse') {
      return { data: { publishCourse: { __typename: 'CoursePublication', course: course({ draftVersion: 4, publishedRevision: 3 }), revision: { __typename: 'CourseRevision', id: 'r3', number: 3 } } } };
    }
    return { data: null };
  };
}

const renderEditor = (graphql: GraphQLHandler) => renderAdmin(<CourseEditorPage />, { graphql, route: '/admin/courses/c1', path: '/admin/courses/:id' });
/** Opens a section card by its header ("2. Upcoming batches (Batches)"). */
const openSection = async (name: string) => fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^\\d+\\. ${name.replace(/[()]/g, '\\$&')}`) }));

describe('CourseEditorPage', () => {
  it('draws structured fields (never a JSON box) for every section kind of the four seed courses', async () => {
    // The first section of each kind the seed documents hold (all 29 kinds), in one document.
    const sections = new Map<string, CourseContent['sections'][number]>();
    for (const seed of seedCourses(new Date('2026-11-01T00:00:00Z'))) for (const section of seed.content.sections) if (!sections.has(section.kind)) sections.set(section.kind, section);
    expect([...sections.keys()].sort()).toEqual([...SECTION_KINDS].sort());
    renderEditor(server({}, { ...DOC, sections: [...sections.values()] }));
    const list = await screen.findByRole('list', { name: 'Sections' });
    const cards = [...list.querySelectorAll<HTMLElement>('[data-section-kind]')];
    expect(cards.map((c) => c.dataset.sectionKind).sort()).toEqual([...SECTION_KINDS].sort());
    for (const card of cards) {
      fireEvent.click(within(card).getByRole('button', { expanded: false }));
      // Every open card has inputs of its own, and nothing the walker could not draw.
      await waitFor(() => expect(card.querySelectorAll('input, textarea, select').length, card.dataset.sectionKind).toBeGreaterThan(0));
    }
    expect(screen.queryByText(/not editable here/)).toBeNull();
  }, 120_000);

  it('adds a section of a chosen kind with its fields; removes one only after the confirmation', async () => {
    renderEditor(server());
    await screen.findByRole('list', { name: 'Sections' });
    fireEvent.change(screen.getByLabelText('Kind of section'), { target: { value: 'faq' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add section' }));
    expect(await screen.findByRole('button', { name: 'Add category' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Upcoming batches (Batches)' }));
    expect(await screen.findByText('Remove this section?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove section' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^\d+\. Upcoming batches/ })).toBeNull());
  });

  it('saves a changed batch date and fee with the draft version it was loaded at; Publish waits for the save', async () => {
    const { calls } = renderEditor(server());
    await openSection('Upcoming batches (Batches)');
    fireEvent.change(await screen.findByLabelText('Start date'), { target: { value: '2027-01-09' } });
    await openSection('Tuition Fee (Fees)');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: 'INR 1,09,999' } });
    const publish = screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement;
    expect(publish.disabled).toBe(true);
    expect(screen.getByText('Unsaved changes. Save the draft before publishing or previewing.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved. Publish it to show it on the site.');
    const save = calls.find((c) => c.operationName === 'AdminSaveCourseDraft')!;
    expect(save.variables.baseVersion).toBe(3);
    const sent = save.variables.content as CourseContent;
    expect(sent.sections[1]).toMatchObject({ batches: [{ startDate: '2027-01-09' }] });
    expect(sent.sections[2]).toMatchObject({ tabs: [{ fee: { amount: 'INR 1,09,999' } }] });
    await waitFor(() => expect(publish.disabled).toBe(false));
    fireEvent.click(publish);
    await screen.findByText('Published as version 3.');
    expect(calls.find((c) => c.operationName === 'AdminPublishCourse')!.variables).toEqual({ id: 'c1', baseVersion: 4 });
  });

  it('Preview opens the saved draft\'s public preview in a new tab; while there are unsaved changes it waits for the save', async () => {
    renderEditor(server());
    const preview = await screen.findByRole('link', { name: 'Preview' });
    expect(preview.getAttribute('href')).toBe('/courses/preview/c1');
    expect(preview.getAttribute('target')).toBe('_blank');
    await openSection('Tuition Fee (Fees)');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: 'INR 1,09,999' } });
    const waiting = screen.getByRole('button', { name: 'Preview' }) as HTMLButtonElement;
    expect(waiting.disabled).toBe(true);
    expect(waiting.title).toBe('Save the draft first: Preview shows the saved draft');
    expect(screen.queryByRole('link', { name: 'Preview' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved. Publish it to show it on the site.');
    expect((await screen.findByRole('link', { name: 'Preview' })).getAttribute('href')).toBe('/courses/preview/c1');
  });

  it('Unpublish asks first, saying what it does, then takes the course off the site', async () => {
    const { calls } = renderEditor(
      server({ AdminUnpublishCourse: () => ({ data: { unpublishCourse: { __typename: 'Course', id: 'c1', isPublished: false, hasUnpublishedChanges: true, publishedRevision: 2 } } }) }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish this course?' });
    expect(dialog.textContent).toContain(UNPUBLISH_WARNING);
    expect(UNPUBLISH_WARNING).toMatch(/404.*navigation, the landing page and the sitemap/);
    expect(calls.some((c) => c.operationName === 'AdminUnpublishCourse')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await screen.findByText('Unpublished: the page is off the site. The draft and its history stay.');
    expect(calls.find((c) => c.operationName === 'AdminUnpublishCourse')!.variables).toEqual({ id: 'c1' });
    expect(screen.getByText('Draft only')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull());
  });

  it('Old addresses: lists, adds and removes them, saves them with the draft, and shows the server\'s refusal beside the one it names', async () => {
    const refusal = 'This address belongs to another page of the site';
    const { calls } = renderEditor(
      server({
        AdminSaveCourseDraft: (call) =>
          (call.variables.aliases as string[]).includes('/jobs')
            ? { data: null, errors: [{ message: refusal, extensions: { code: 'BAD_USER_INPUT', field: 'aliases.1' } }] }
            : { data: { saveCourseDraft: course({ aliases: call.variables.aliases, draftVersion: 4, hasUnpublishedChanges: true }) } },
      }),
    );
    expect(((await screen.findByLabelText('Old address 1')) as HTMLInputElement).value).toBe('/courses/cloud-old');
    fireEvent.click(screen.getByRole('button', { name: 'Add old address' }));
    fireEvent.change(screen.getByLabelText('Old address 2'), { target: { value: '/jobs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.getByLabelText('Old address 2').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(refusal).length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('Old address 2'), { target: { value: '/courses/cloud-computing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove old address 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved. Publish it to show it on the site.');
    const saves = calls.filter((c) => c.operationName === 'AdminSaveCourseDraft');
    expect(saves.map((c) => c.variables.aliases)).toEqual([['/courses/cloud-old', '/jobs'], ['/courses/cloud-computing']]);
    expect(((await screen.findByLabelText('Old address 1')) as HTMLInputElement).value).toBe('/courses/cloud-computing');
  });

  it('refuses on the client with the schema\'s message beside the field, and sends nothing', async () => {
    const { calls } = renderEditor(server());
    await openSection('Upcoming batches (Batches)');
    fireEvent.change(await screen.findByLabelText('End date'), { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const endDate = await screen.findByLabelText('End date');
    await waitFor(() => expect(endDate.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(endDate.getAttribute('aria-describedby')!.split(' ').find((id) => id.includes('error'))!)?.textContent).toBe('The batch ends before it starts');
    expect(calls.some((c) => c.operationName === 'AdminSaveCourseDraft')).toBe(false);
  });

  it('shows the server\'s refusal beside the field it names (content paths and the address)', async () => {
    renderEditor(
      server({
        AdminSaveCourseDraft: () => ({
          errors: [
            {
              message: 'No plan is offered in Pune: add the city to a plan, or remove this fee',
              extensions: { code: 'BAD_USER_INPUT', field: 'content.sections.2.tabs.0.city', fields: [{ field: 'sections.2.tabs.0.city', message: 'No plan is offered in Pune: add the city to a plan, or remove this fee' }] },
            },
          ],
        }),
      }),
    );
    fireEvent.change(await screen.findByLabelText(/^Address/), { target: { value: '/courses/cloud-new' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('1 problem')).toBeTruthy();
    const city = await screen.findByLabelText('City');
    await waitFor(() => expect(city.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('No plan is offered in Pune: add the city to a plan, or remove this fee').length).toBeGreaterThan(0);
  });

  it('maps an address refusal to the Address field', async () => {
    renderEditor(server({ AdminSaveCourseDraft: () => ({ errors: [{ message: 'Another course already uses this address', extensions: { code: 'BAD_USER_INPUT', field: 'path' } }] }) }));
    const address = await screen.findByLabelText(/^Address/);
    fireEvent.change(address, { target: { value: '/courses/data-science' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(address.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Another course already uses this address').length).toBeGreaterThan(0);
  });

  it('a stale save opens the conflict dialog with who, when and what they changed; Reload their version loads theirs', async () => {
    const theirs: CourseContent = { ...DOC, sections: [DOC.sections[0]!, { ...DOC.sections[1]!, heading: 'Next batches' } as CourseContent['sections'][number], DOC.sections[2]!] };
    let loads = 0;
    renderEditor(
      server({
        AdminCourse: () => ({ data: { course: course(loads++ === 0 ? {} : { draft: theirs, draftVersion: 4, draftUpdatedByName: 'Ravi Editor' }) } }),
        AdminSaveCourseDraft: () => ({
          errors: [
            {
              message: 'Someone else saved this course while you were editing it. Look at their change, then reload to edit the newest version.',
              extensions: { code: 'CONFLICT', currentDraft: { draftVersion: 4, content: theirs, updatedAt: '2026-11-21T05:00:00.000Z', updatedByName: 'Ravi Editor' } },
            },
          ],
        }),
      }),
    );
    fireEvent.change(await screen.findByDisplayValue('Cloud Computing in Pune'), { target: { value: 'Cloud Computing in Pune and Mumbai' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const dialog = await screen.findByRole('dialog', { name: CONFLICT_TITLE });
    expect(within(dialog).getByText('Ravi Editor')).toBeTruthy();
    expect(dialog.textContent).toContain('21 Nov 2026');
    const changes = within(dialog).getByRole('list', { name: 'Their changes' });
    expect(within(changes).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Page title',
      'Section: Next batches (Batches)',
      'Section: Upcoming batches (Batches) (yours differs)',
    ]);
    expect(dialog.textContent).toContain('your unsaved edits are lost');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: CONFLICT_TITLE })).toBeNull());
    expect((document.querySelector('[data-path="title"]') as HTMLInputElement).value).toBe('Cloud Computing in Pune and Mumbai');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: CONFLICT_TITLE })).getByRole('button', { name: 'Reload their version' }));
    expect(await screen.findByRole('button', { name: /^\d+\. Next batches \(Batches\)/ })).toBeTruthy();
    expect((document.querySelector('[data-path="title"]') as HTMLInputElement).value).toBe('Cloud Computing in Pune');
  });

  it('asks before leaving with unsaved changes, and not once they are saved', async () => {
    const { router } = renderAdmin(<CourseEditorPage />, { graphql: server(), route: '/admin/courses/c1', path: '/admin/courses/:id', otherRoutes: { '/admin/courses': <p>List</p> } });
    fireEvent.change(await screen.findByDisplayValue('Cloud Computing in Pune'), { target: { value: 'Cloud Computing in Pune, edited' } });
    fireEvent.click(screen.getByRole('link', { name: '← Courses' }));
    expect(await screen.findByText('Discard unsaved changes?')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/courses/c1');
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('Draft saved. Publish it to show it on the site.');
    fireEvent.click(screen.getByRole('link', { name: '← Courses' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/courses'));
  });

  it('History: compares a version section by section and restores it after the confirmation, then reloads the draft', async () => {
    let restored = false;
    const revision = (number: number, summary: string, restoredFrom: number | null = null) => ({ __typename: 'CourseRevision', id: `r${number}`, number, summary, authorName: 'asha', restoredFrom, createdAt: '2026-11-20T06:30:00.000Z' });
    const { calls } = renderEditor(
      server({
        AdminCourse: () => ({ data: { course: course(restored ? { draftVersion: 5, draft: { ...DOC, title: 'Old title' } } : {}) } }),
        AdminCourseRevisions: () => ({ data: { courseRevisions: restored ? [revision(3, 'Restored version 1', 1), revision(2, 'Changed: Tuition Fee.'), revision(1, 'First published.')] : [revision(2, 'Changed: Tuition Fee.'), revision(1, 'First published.')] } }),
        AdminCourseRevisionComparison: () => ({
          data: {
            courseRevisionComparison: {
              __typename: 'CourseRevisionComparison',
              revision: { __typename: 'CourseRevision', id: 'r1', number: 1 },
              summary: 'Changed: Tuition Fee.',
              differences: [
                { __typename: 'CourseSectionDifference', name: 'Tuition Fee', kind: 'fees', change: 'changed' },
                { __typename: 'CourseSectionDifference', name: 'Hero', kind: 'hero', change: 'unchanged' },
              ],
            },
          },
        }),
        AdminRestoreCourseRevision: () => {
          restored = true;
          return { data: { restoreCourseRevision: { __typename: 'CoursePublication', course: { __typename: 'Course', id: 'c1', draftVersion: 5, publishedRevision: 3, hasUnpublishedChanges: false }, revision: { __typename: 'CourseRevision', id: 'r3', number: 3 } } } };
        },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'History' }));
    const versions = await screen.findByRole('list', { name: 'Versions' });
    expect(within(versions).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Version 2 (published): Changed: Tuition Fee.', 'Version 1: First published.']);
    fireEvent.click(within(versions).getByRole('button', { name: 'Version 1: First published.' }));
    const comparison = await screen.findByRole('region', { name: 'Version 1 compared with the published page' });
    const differences = within(comparison).getByRole('list', { name: 'Differences' });
    expect(within(differences).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['changedTuition Fee']);
    fireEvent.click(within(comparison).getByRole('button', { name: 'Restore this version' }));
    expect(calls.some((c) => c.operationName === 'AdminRestoreCourseRevision')).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Restore version 1' }));
    expect(await screen.findByText('Version 1 restored as version 3: it is published and is now the draft.')).toBeTruthy();
    expect(calls.find((c) => c.operationName === 'AdminRestoreCourseRevision')!.variables).toEqual({ id: 'c1', number: 1 });
    await waitFor(() => expect((document.querySelector('[data-path="title"]') as HTMLInputElement).value).toBe('Old title'));
  });
});
