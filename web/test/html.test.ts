// The HTML helper: values put into a template are text, however they look; templates nest.
import { describe, expect, it } from 'vitest';
import { escapeHtml, html } from '../src/html';

describe('html', () => {
  it('escapes every value put into the text', () => {
    const name = `<img src=x onerror="alert('hi')">&`;
    expect(html`<b>${name}</b>`.text).toBe('<b>&lt;img src=x onerror=&quot;alert(&#39;hi&#39;)&quot;&gt;&amp;</b>');
    expect(html`<a title="${'say "hi"'}">${3}</a>`.text).toBe('<a title="say &quot;hi&quot;">3</a>');
    expect(escapeHtml('a < b')).toBe('a &lt; b');
  });

  it('takes HTML made by itself as it is, lists of it too', () => {
    const options = ['a', '<b>'].map((o) => html`<option>${o}</option>`);
    expect(html`<select>${options}</select>`.text).toBe('<select><option>a</option><option>&lt;b&gt;</option></select>');
    expect(html`<p>${html`<i>x</i>`}${null}${undefined}</p>`.text).toBe('<p><i>x</i></p>');
  });
});
