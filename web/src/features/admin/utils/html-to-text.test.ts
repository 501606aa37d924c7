import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-to-text';

describe('htmlToText', () => {
  it('strips the tags and keeps paragraphs and line breaks as lines', () => {
    expect(htmlToText('<h1>New keyboards</h1><p>Mechanical, <strong>hot-swappable</strong>.</p><p>Line one<br>line two</p>')).toBe(
      'New keyboards\nMechanical, hot-swappable.\nLine one\nline two',
    );
  });

  it('drops scripts, styles and comments with their content', () => {
    expect(htmlToText('<style>p{color:red}</style><!-- note --><p>Hello</p><script>alert(1)</script>')).toBe('Hello');
  });

  it('decodes entities once, so escaped markup reads as text', () => {
    expect(htmlToText('Tom &amp; Jerry &lt;b&gt; &#169; &#x2713;&nbsp;ok &bogus;')).toBe('Tom & Jerry <b> © ✓ ok &bogus;');
  });

  it('leaves plain text as it is, trimmed', () => {
    expect(htmlToText('  Just words\n\n\n\nand more  ')).toBe('Just words\n\nand more');
  });
});
