import { sanitizeHtml } from './sanitizeHtml';

function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
}

describe('sanitizeHtml', () => {
  it('keeps ordinary rich text', () => {
    const html = '<p>通知<strong>内容</strong></p><img src="/api/file/Image/a.png" alt="图"><table><tr><td>1</td></tr></table>';
    expect(sanitizeHtml(html)).toBe(html.replace('<tr>', '<tbody><tr>').replace('</tr>', '</tr></tbody>'));
  });

  it('removes script elements', () => {
    const out = sanitizeHtml('<p>a</p><script>alert(1)</script>');
    expect(out).toBe('<p>a</p>');
  });

  it('removes event handlers such as onerror', () => {
    const host = parse(sanitizeHtml('<img src=x onerror="alert(1)"><div onclick="steal()">x</div>'));
    expect(host.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(host.querySelector('div')?.getAttribute('onclick')).toBeNull();
    expect(host.innerHTML).not.toMatch(/alert|steal/);
  });

  it('removes svg onload payloads', () => {
    const out = sanitizeHtml('<svg onload="alert(1)"><circle r="1"></circle></svg><svg><script>alert(2)</script></svg>');
    expect(out).not.toMatch(/onload|script|alert/);
  });

  it('removes javascript: URLs', () => {
    const host = parse(sanitizeHtml('<a href="javascript:alert(1)">x</a><a href=" JaVaScRiPt:alert(2)">y</a><iframe src="javascript:alert(3)"></iframe>'));
    for (const link of host.querySelectorAll('a')) expect(link.getAttribute('href')).toBeNull();
    expect(host.querySelector('iframe')).toBeNull();
  });

  it('removes style elements and forms', () => {
    expect(sanitizeHtml('<style>body{display:none}</style><form action="https://evil"><input name="password"></form>ok')).toBe('ok');
  });

  it('adds rel="noopener noreferrer" to links and opens targeted links in a new tab', () => {
    const host = parse(sanitizeHtml('<a href="https://a.com" target="_self">a</a><a href="https://b.com">b</a>'));
    const [first, second] = host.querySelectorAll('a');
    expect(first?.getAttribute('target')).toBe('_blank');
    expect(first?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(second?.hasAttribute('target')).toBe(false);
    expect(second?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('gives "" for empty input', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});
