// The short form of an id that people read: the admin's ID columns and the public job page's "Job ID" (one helper, so
// a learner quoting the job page's id to staff quotes what staff see). Plain code, no Mantine: both bundles take it.

/**
 * An id short enough to read and quote: an ellipsis and its last 8 characters, or N/A. SPEC sections 2 and 9 show
 * the first 8, but cuid ids made close together share their first characters (every sample job began "cmwr983p", and
 * two jobs posted a second apart show the same first 8), while their ends differ: the end is what tells them apart
 * (issue 26). Where it is shown, the full id goes in a title.
 */
export function shortId(id: string | null | undefined): string {
  if (!id) return 'N/A';
  return id.length > 8 ? `…${id.slice(-8)}` : id;
}
