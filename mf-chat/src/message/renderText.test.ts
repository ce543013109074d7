import { emojiLineHtml, escapeHtml, hasEmojiCode, textToHtml } from './renderText';

it('escapes markup so typed HTML shows as text', () => {
  expect(escapeHtml('<b>&"\'')).toBe('&lt;b&gt;&amp;&quot;&#39;');
  const html = textToHtml('<img src=x onerror=alert(1)> hi');
  expect(html).toBe('&lt;img src=x onerror=alert(1)&gt; hi');
});

it('turns emoji codes, links and line breaks into markup', () => {
  const html = textToHtml('hello [em:100] [em:999]\nsee https://example.com/a?b=1&c=2.', 'em');
  // An image (no colour-emoji font needed) whose text is the emoji itself.
  expect(html).toContain('<img class="em" data-emoji="100" src="emoji/100.svg" alt="😀" width="20" height="20">');
  expect(html).toContain('[em:999]');
  expect(html).toContain('<br>');
  expect(html).toContain('<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">https://example.com/a?b=1&amp;c=2</a>.');
});

it('never produces a javascript: link', () => {
  expect(textToHtml('javascript:alert(1)')).not.toContain('<a');
});

it('draws a single line with emoji images only: no links, no line breaks, markup escaped', () => {
  const html = emojiLineHtml('a [em:100]\nsee https://example.com <i>', 'em');
  expect(html).toBe('a <img class="em" data-emoji="100" src="emoji/100.svg" alt="😀" width="20" height="20"> see https://example.com &lt;i&gt;');
  expect(hasEmojiCode('x [em:101]')).toBe(true);
  expect(hasEmojiCode('x [em:]')).toBe(false);
});
