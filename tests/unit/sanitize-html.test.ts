import { describe, expect, it } from 'vitest';
import { sanitizePlatformHtml } from '@/lib/security/server/sanitize-html';

describe('platform HTML after sanitising', () => {
  it('keeps no script, handler or frame', () => {
    const html = sanitizePlatformHtml(
      '<p onclick="alert(1)">a</p><script>alert(2)</script><iframe src="https://evil.example"></iframe>',
    );
    expect(html).toBe('<p>a</p>');
  });

  it('turns a link to a place that is not in the HTML into its words (the pricing page’s "See discounts" → #fees)', () => {
    expect(sanitizePlatformHtml('<p><a href="#fees" onclick="x()">See discounts</a></p>')).toBe(
      '<p><span>See discounts</span></p>',
    );
    expect(sanitizePlatformHtml('<p><a href="#">Top</a></p>')).toBe('<p><span>Top</span></p>');
    // A fragment that exists stays a link; so do links elsewhere.
    expect(sanitizePlatformHtml('<h2><a name="fees"></a>Fees</h2><p><a href="#fees">See fees</a></p>')).toBe(
      '<h2><a name="fees" rel="noopener noreferrer"></a>Fees</h2><p><a href="#fees" rel="noopener noreferrer">See fees</a></p>',
    );
    expect(sanitizePlatformHtml('<a href="https://example.org/#fees">x</a>')).toBe(
      '<a href="https://example.org/#fees" rel="noopener noreferrer">x</a>',
    );
  });

  it('puts each table in a box of its own that scrolls sideways and takes keyboard focus', () => {
    const html = sanitizePlatformHtml(
      '<p title="<table>">x &lt;table&gt;</p><table><tr><td>a</td></tr></table><table style="position:fixed"><tr><td>b</td></tr></table>',
    );
    expect(html).toBe(
      '<p>x &lt;table&gt;</p>' +
        '<div class="table-scroll" tabindex="0"><table><tr><td>a</td></tr></table></div>' +
        '<div class="table-scroll" tabindex="0"><table><tr><td>b</td></tr></table></div>',
    );
  });
});
