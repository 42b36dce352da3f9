// The consultation form's fields (SPEC section 3), shared by the lead dialog and the enquiry page. What the course
// pages shared (tools, support contacts, FAQ answers) is part of their documents in the database since issue 29.
import type { ConsultationField } from './types';

export const CONSULTATION_FIELDS: ConsultationField[] = [
  { name: 'name', label: 'Name', type: 'text', required: true, placeholder: 'Your full name' },
  { name: 'email', label: 'Email', type: 'email', required: true, placeholder: 'you@example.com' },
  { name: 'designation', label: 'Designation', type: 'text', required: true, placeholder: 'e.g. Software Tester' },
  { name: 'experience', label: 'Experience', type: 'select', required: true },
];
