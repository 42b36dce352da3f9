// The sample data a new site starts with does not contradict the site's own settings (issue 26, item 8).
import { describe, expect, it } from 'vitest';
import { sampleJobPosts } from '../src/db/sample-data.js';

describe('sample job posts', () => {
  it('name no e-mail address of their own: applying goes through the job page, which follows Settings', () => {
    for (const job of sampleJobPosts) {
      expect(job.content, job.title).not.toMatch(/mailto:|[\w.+-]+@[\w-]+\.[\w.]+/);
      expect(job.content, job.title).toContain('Apply Now');
    }
  });
});
