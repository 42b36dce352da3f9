// A counsellor's note on a lead: the box both the lead's page and the list's quick edit show, and the rule the server
// applies (notes are added to the timeline, at most LIMITS.leadNote characters once trimmed).
import { Textarea } from '@mantine/core';
import { LIMITS } from '../../../../gateway/src/services/limits';


/** A note's problem (the server says the same), or null; `required`: an empty note is one. */
export function noteProblem(text: string, { required = true } = {}): string | null {
  const trimmed = text.trim();
  if (!trimmed) return required ? 'Note is required' : null;
  return trimmed.length > LIMITS.leadNote ? `Note must be at most ${LIMITS.leadNote} characters` : null;
}

export function NoteField({ label, description, minRows, value, error, disabled, onChange }: { label: string; description: string; minRows: number; value: string; error: string | null; disabled?: boolean; onChange: (value: string) => void }) {
  return (
    <Textarea
      label={label}
      description={description}
      autosize
      minRows={minRows}
      maxRows={12}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
      disabled={disabled}
      maxLength={LIMITS.leadNote}
    />
  );
}
