// The landing page's card texts, shortened as SPEC section 3 says: a feature's description to 100 characters plus
// "..", a success story to 130 characters plus "…". Text at or under the limit is shown as it is.

export const FEATURE_DESCRIPTION_MAX = 100;
export const STORY_EXCERPT_MAX = 130;

/**
 * The first `max` characters of `text` and then `suffix`, or `text` unchanged when it is no longer than `max`.
 * Characters are counted by code point (an emoji or a rare script's letter is never cut in half), and the space the
 * cut may leave before the suffix is dropped so the dots sit against the last word.
 */
export function cutText(text: string, max: number, suffix: string): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return chars.slice(0, max).join('').trimEnd() + suffix;
}

/** A learning-centre feature's description on its card. */
export function featureExcerpt(description: string): string {
  return cutText(description, FEATURE_DESCRIPTION_MAX, '..');
}

/** A success story on its card (Read More shows the whole story). */
export function storyExcerpt(story: string): string {
  return cutText(story, STORY_EXCERPT_MAX, '…');
}
