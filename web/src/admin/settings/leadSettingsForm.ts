// The lead settings form's values and rules: the same rules the server applies (gateway/src/services/lead-settings.ts,
// which checks again and names the field).
import type { LeadAssignmentRule, LeadSettingsInput } from '../gql/graphql';
import { LIMITS } from '../../../../gateway/src/services/limits';

export const GENERAL_COURSE = 'general';

export const LEAD_SETTINGS_MESSAGES = {
  duplicateWindow: `The duplicate window must be ${LIMITS.duplicateWindowDaysMin} to ${LIMITS.duplicateWindowDaysMax} days`,
  roundRobinEmpty: 'Choose at least one counsellor for round robin',
  byCourseEmpty: 'Choose counsellors for at least one course, or counsellors for the other courses',
} as const;

export interface LeadSettingsFormValues {
  assignment: LeadAssignmentRule;
  counsellorIds: string[];
  /** Each course's counsellors by slug ('general' too); a course with none is left out when saved. */
  courseCounsellors: Record<string, string[]>;
  /** A NumberInput's value: a number, or '' while empty. */
  duplicateWindowDays: number | string;
}

export type LeadSettingsFormErrors = Partial<Record<string, string>>;

export function leadSettingsValuesFrom(settings: {
  assignment: LeadAssignmentRule;
  counsellorIds: readonly string[];
  courseCounsellors: readonly { course: string; counsellorIds: readonly string[] }[];
  duplicateWindowDays: number;
}): LeadSettingsFormValues {
  return {
    assignment: settings.assignment,
    counsellorIds: [...settings.counsellorIds],
    courseCounsellors: Object.fromEntries(settings.courseCounsellors.map((c) => [c.course, [...c.counsellorIds]])),
    duplicateWindowDays: settings.duplicateWindowDays,
  };
}

/** The form field of a course's counsellors (its data-path too). */
export const courseField = (course: string) => `courseCounsellors.${course}`;

export function validateLeadSettingsForm(values: LeadSettingsFormValues): LeadSettingsFormErrors {
  const errors: LeadSettingsFormErrors = {};
  const days = Number(values.duplicateWindowDays);
  if (values.duplicateWindowDays === '' || !Number.isInteger(days) || days < LIMITS.duplicateWindowDaysMin || days > LIMITS.duplicateWindowDaysMax) {
    errors.duplicateWindowDays = LEAD_SETTINGS_MESSAGES.duplicateWindow;
  }
  if (values.assignment === 'ROUND_ROBIN' && values.counsellorIds.length === 0) errors.counsellorIds = LEAD_SETTINGS_MESSAGES.roundRobinEmpty;
  const anyCourse = Object.values(values.courseCounsellors).some((ids) => ids.length > 0);
  if (values.assignment === 'BY_COURSE' && !anyCourse && values.counsellorIds.length === 0) errors.courseCounsellors = LEAD_SETTINGS_MESSAGES.byCourseEmpty;
  return errors;
}

export function leadSettingsInputFrom(values: LeadSettingsFormValues): LeadSettingsInput {
  return {
    assignment: values.assignment,
    counsellorIds: values.counsellorIds,
    courseCounsellors: Object.entries(values.courseCounsellors)
      .filter(([, ids]) => ids.length > 0)
      .map(([course, counsellorIds]) => ({ course, counsellorIds })),
    duplicateWindowDays: Number(values.duplicateWindowDays),
  };
}

/**
 * The form field a server refusal names. The server names a course's entry by its place in the list sent
 * (courseCounsellors.2.counsellorIds); the form names it by its course.
 */
export function formFieldOf(serverField: string, sent: LeadSettingsInput): string | null {
  const entry = /^courseCounsellors\.(\d+)(?:\.|$)/.exec(serverField);
  if (entry) {
    const course = sent.courseCounsellors[Number(entry[1])]?.course;
    return course ? courseField(course) : 'courseCounsellors';
  }
  if (['assignment', 'counsellorIds', 'courseCounsellors', 'duplicateWindowDays'].includes(serverField)) return serverField;
  return null;
}
