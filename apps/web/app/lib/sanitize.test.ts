import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';
import { sanitizeHtml as sanitizeOnServer } from './sanitize.server';

describe('sanitizeHtml on the server (sanitize-html, in loaders)', () => {
  const clean = sanitizeOnServer;

  it('keeps allowed formatting', () => {
    expect(clean('<h2>Title</h2><p>A <strong>bold</strong> <em>move</em>.</p><ul><li>One</li></ul>')).toBe(
      '<h2>Title</h2><p>A <strong>bold</strong> <em>move</em>.</p><ul><li>One</li></ul>',
    );
  });

  it('drops scripts, styles and frames with their content', () => {
    expect(clean('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="x"></iframe>b')).toBe('<p>a</p>b');
    expect(clean('<scr<script>x</script>ipt>alert(1)</script>')).not.toContain('<script');
  });

  it('removes event handlers and unsafe URLs', () => {
    expect(clean('<img src="x.png" onerror="alert(1)" alt="A">')).toBe('<img src="x.png" alt="A" />');
    expect(clean('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="jav&#x09;ascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href=" JAVASCRIPT:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<img src="data:text/html;base64,xx">')).toBe('<img alt="" />');
    expect(clean('<a href="https://example.org/?a=1&b=2">x</a>')).toBe('<a href="https://example.org/?a=1&amp;b=2">x</a>');
    expect(clean('<a href="/media#news">x</a>')).toBe('<a href="/media#news">x</a>');
  });

  it('adds rel to links that open a new tab, and drops other targets', () => {
    expect(clean('<a href="https://a.org" target="_blank">x</a>')).toBe(
      '<a href="https://a.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(clean('<a href="/x" target="_top" rel="opener">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('escapes stray markup, unknown tags become text-only, a broken tag goes', () => {
    expect(clean('1 < 2 & <b>3 > 2</b>')).toBe('1 &lt; 2 &amp; <b>3 &gt; 2</b>');
    expect(clean('<custom-el x="1">hi</custom-el>')).toBe('hi');
    expect(clean('<img src=x onerror=alert(1)')).toBe('');
    expect(clean('&amp; &copy; &#169;')).toBe('&amp; © ©');
  });

  it('gives images without alt an empty one', () => {
    expect(clean('<img src="/a.png">')).toBe('<img src="/a.png" alt="" />');
  });

  it('removes comments', () => {
    expect(clean('<p>a<!-- <script>x</script> -->b</p>')).toBe('<p>ab</p>');
  });
});

// DOMPurify itself is exercised in a real browser (happy-dom's parser is not faithful enough for it).
describe('sanitizeHtml', () => {
  it('returns an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});
