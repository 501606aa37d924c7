import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-to-text';

describe('htmlToText', () => {
  it('strips tags for the plain-text part of a bulk email', () => {
    expect(htmlToText('<h1>New keyboards</h1><p>Up to <strong>20%</strong> off</p>')).toBe(
      'New keyboards\nUp to 20% off',
    );
  });

  it('drops scripts and styles with their content', () => {
    expect(htmlToText('<style>p{color:red}</style>Hi<script>alert(1)</script>')).toBe('Hi');
  });

  it('decodes common entities once', () => {
    expect(htmlToText('Tom &amp; Jerry&nbsp;&lt;3 &amp;lt;')).toBe('Tom & Jerry <3 &lt;');
  });
});
