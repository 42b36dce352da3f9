// Meta descriptions: HTML becomes text once (its tags dropped, each entity decoded once); text typed as text stays as
// it was typed, even when it looks like tags or entities.
import { describe, expect, it } from 'vitest';
import { htmlToText, previewImage, shorten, summarise } from './usePageMeta';

describe('htmlToText', () => {
  it('drops the tags and decodes each entity once, in one pass', () => {
    expect(htmlToText('<p>Build <strong>reliable</strong> pipelines.</p><p>Second&nbsp;part</p>')).toBe('Build reliable pipelines. Second part');
    // The editor typed "&lt;" (stored as "&amp;lt;"): the text is "&lt;", not "<".
    expect(htmlToText('<p>Type &amp;lt; to write &amp;amp;</p>')).toBe('Type &lt; to write &amp;');
    expect(htmlToText('<p>R&amp;D &lt;team&gt; &quot;fast&quot; &#39;now&#39; &#x2013; &#8377;5</p>')).toBe('R&D <team> "fast" \'now\' – ₹5');
    // Not entities (or not known ones) stay as they are.
    expect(htmlToText('<p>&madeup; &#xD800; & ;</p>')).toBe('&madeup; &#xD800; & ;');
  });
});

describe('shorten', () => {
  it('keeps text as typed, only collapsing white space', () => {
    expect(shorten('X </script><script>alert(1)</script>  at  A&amp;B')).toBe('X </script><script>alert(1)</script> at A&amp;B');
  });

  it('cuts at a word boundary', () => {
    const text = `${'word '.repeat(40)}end`;
    const short = shorten(text, 50);
    expect(short.length).toBeLessThanOrEqual(50);
    expect(short).toMatch(/^word( word)*…$/);
  });
});

describe('summarise', () => {
  it('is the shortened text of some HTML', () => {
    expect(summarise('<p>A &amp; B</p>')).toBe('A & B');
    expect(summarise(`<p>${'long '.repeat(60)}</p>`).endsWith('…')).toBe(true);
  });
});

describe('previewImage', () => {
  it('is the first PNG, JPEG or WebP picture of this site or an http(s) address; SVG and the rest are passed over', () => {
    expect(previewImage('/logos/acme.svg', '/uploads/abc.PNG')).toBe('/uploads/abc.PNG');
    expect(previewImage('https://cdn.example/logo.jpeg?v=2')).toBe('https://cdn.example/logo.jpeg?v=2');
    expect(previewImage(' /media/content/x.webp ')).toBe('/media/content/x.webp');
    for (const unusable of ['/logos/acme.svg', 'https://cdn.example/logo.svg?x=.png', 'data:image/png;base64,AAAA', '//other.example/a.png', 'ftp://x/a.png', 'logo.png', '', null, undefined]) {
      expect(previewImage(unusable), String(unusable)).toBeUndefined();
    }
  });
});
