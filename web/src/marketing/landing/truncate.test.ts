import { describe, expect, it } from 'vitest';
import { landing } from '../../content/landing';
import { cutText, FEATURE_DESCRIPTION_MAX, featureExcerpt, STORY_EXCERPT_MAX, storyExcerpt } from './truncate';

const ofLength = (n: number) => 'abcdefghij'.repeat(Math.ceil(n / 10)).slice(0, n);

describe('featureExcerpt', () => {
  it('keeps the first 100 characters and adds two dots', () => {
    const text = ofLength(150);
    expect(FEATURE_DESCRIPTION_MAX).toBe(100);
    expect(featureExcerpt(text)).toBe(`${text.slice(0, 100)}..`);
  });

  it('leaves text of 100 characters or fewer unchanged', () => {
    for (const n of [0, 1, 99, 100]) expect(featureExcerpt(ofLength(n))).toBe(ofLength(n));
    expect(featureExcerpt(ofLength(101))).toBe(`${ofLength(100)}..`);
  });

  it('cuts every feature of the landing page', () => {
    for (const f of landing.features.items) {
      const shown = featureExcerpt(f.description);
      expect(shown.endsWith('..')).toBe(true);
      expect(f.description.startsWith(shown.slice(0, -2))).toBe(true);
      expect(shown.length).toBeLessThanOrEqual(102);
    }
  });
});

describe('storyExcerpt', () => {
  it('keeps the first 130 characters and adds an ellipsis', () => {
    const text = ofLength(300);
    expect(STORY_EXCERPT_MAX).toBe(130);
    expect(storyExcerpt(text)).toBe(`${text.slice(0, 130)}…`);
  });

  it('leaves text of 130 characters or fewer unchanged', () => {
    for (const n of [0, 129, 130]) expect(storyExcerpt(ofLength(n))).toBe(ofLength(n));
    expect(storyExcerpt(ofLength(131))).toBe(`${ofLength(130)}…`);
  });
});

describe('cutText', () => {
  it('drops a space the cut leaves before the suffix', () => {
    expect(cutText('one two three', 4, '..')).toBe('one..');
  });

  it('counts characters by code point, never splitting one', () => {
    const text = '😀'.repeat(5);
    expect(cutText(text, 5, '…')).toBe(text);
    expect(cutText(`${text}😀`, 5, '…')).toBe(`${text}…`);
  });
});
