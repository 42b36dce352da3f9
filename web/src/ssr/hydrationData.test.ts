import { describe, expect, it } from 'vitest';
import { HYDRATION_DATA_ID, hydrationScript, jsonForScript, readHydrationData, type HydrationData } from './hydrationData';

const hostile = 'a</script><script>alert(1)</script><!-- b --> \u2028 \u2029 & <b>';

describe('hydration data', () => {
  it('never lets stored text end the script block or open a comment', () => {
    const json = jsonForScript({ title: hostile });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ title: hostile });
  });

  it('round-trips through the page: written by the server, read by the browser', () => {
    const data: HydrationData = { now: 1_700_000_000_000, origin: "https://example.org", chunks: ["src/public/jobs/JobDetailPage.tsx"], urql: { 1: { data: JSON.stringify({ jobPost: { title: hostile } }), hasNext: false } } };
    document.body.innerHTML = `<div id="root"></div>${hydrationScript(data)}<p id="after">still here</p>`;
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(document.getElementById('after')?.textContent).toBe('still here');
    expect(readHydrationData(document)).toEqual(data);
  });

  it('reads nothing from a page without the block, or with a broken one', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readHydrationData(document)).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="${HYDRATION_DATA_ID}">{not json</script>`;
    expect(readHydrationData(document)).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="${HYDRATION_DATA_ID}">{"now":"x","origin":1}</script>`;
    expect(readHydrationData(document)).toBeNull();
  });
});
