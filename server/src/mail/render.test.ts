import { escapeHtml, renderTemplate } from './render';

describe('renderTemplate', () => {
  it('replaces every occurrence with its value', () => {
    expect(renderTemplate('{a}-{b}-{a}', { a: '1', b: '2' })).toBe('1-2-1');
  });

  it('keeps placeholders that have no value, so a missing parameter shows', () => {
    expect(renderTemplate('Dear {name}, {missing}', { name: 'Li' })).toBe('Dear Li, {missing}');
  });

  it('escapes values in HTML but not the template itself', () => {
    expect(renderTemplate('<b>{name}</b>', { name: '<script>x</script>&"' }, { html: true }))
      .toBe('<b>&lt;script&gt;x&lt;/script&gt;&amp;&quot;</b>');
    expect(renderTemplate('{name}', { name: '<i>' })).toBe('<i>');
  });

  it('does not treat a value as a placeholder again', () => {
    expect(renderTemplate('{a}{b}', { a: '{b}', b: 'x' })).toBe('{b}x');
  });

  it('ignores inherited object keys', () => {
    expect(renderTemplate('{constructor}', {})).toBe('{constructor}');
  });
});

describe('escapeHtml', () => {
  it('escapes the five special characters', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});
