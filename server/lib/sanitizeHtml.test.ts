import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps ordinary markup', () => {
    expect(sanitizeHtml('<p>Hi <strong>there</strong> <a href="https://example.com">link</a></p>')).toBe(
      '<p>Hi <strong>there</strong> <a href="https://example.com">link</a></p>',
    );
  });
  it('removes scripts, event handlers, javascript: URLs, inline styles, SVG and frames', () => {
    const out = sanitizeHtml(
      '<script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a><p style="color:red">s</p><svg onload="alert(1)"></svg><iframe src="//evil"></iframe><math><mtext>x</mtext></math>',
    );
    expect(out).not.toMatch(/script|onerror|javascript:|style=|<svg|<iframe|<math/i);
  });
  it('drops target (no reverse tabnabbing)', () => {
    expect(sanitizeHtml('<a href="https://e.com" target="_blank">x</a>')).toBe('<a href="https://e.com">x</a>');
  });
});
