import { describe, expect, it } from 'vitest';
import { composeMail, escapeHtml, renderHtml, renderText, type MailBlock } from './mail-layout';
import { translate } from '../../testing/translate';
import { textsIn } from '../message-texts';

const SHOP = 'https://shop.example.rw';
const EN = textsIn(translate, 'en');
const blocks: MailBlock[] = [
  { paragraph: 'Hello Aline,' },
  { paragraph: 'Your items:', strong: true },
  { list: ['Mouse × 1', 'Keyboard <K2> × 2'] },
  {
    rows: [
      { label: 'Subtotal', value: '10 RWF' },
      { label: 'Total', value: '12 RWF', strong: true },
    ],
  },
];

describe('the text part of a shop e-mail', () => {
  it('puts blank lines between the blocks, dashes before list lines, aligns the amounts and ends with the sign-off', () => {
    expect(renderText(blocks, EN)).toBe(
      [
        'Hello Aline,',
        '',
        'Your items:',
        '',
        '- Mouse × 1',
        '- Keyboard <K2> × 2',
        '',
        'Subtotal: 10 RWF',
        'Total:    12 RWF',
        '',
        'Thank you for shopping with DevShop,',
        'The DevShop team',
        '',
      ].join('\n'),
    );
  });

  it('adds a footer under a signature line only when there is one', () => {
    expect(renderText([{ paragraph: 'Hi' }], EN, ['Unsubscribe: https://shop.example.rw/unsubscribe'])).toBe(
      'Hi\n\nThank you for shopping with DevShop,\nThe DevShop team\n\n--\nUnsubscribe: https://shop.example.rw/unsubscribe\n',
    );
    expect(renderText([{ paragraph: 'Hi' }], EN, [])).toBe('Hi\n\nThank you for shopping with DevShop,\nThe DevShop team\n');
  });
});

describe('the HTML part of a shop e-mail', () => {
  it('says the same as the text part in a full document, with every text escaped', () => {
    expect(renderHtml('Order <1> & more', blocks, SHOP, EN)).toBe(
      [
        '<!doctype html>',
        '<html lang="en">',
        '<head><meta charset="utf-8"><title>Order &lt;1&gt; &amp; more</title></head>',
        '<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">',
        '<p><a href="https://shop.example.rw/"><img src="https://shop.example.rw/images/email-logo.png" width="160" height="40" alt="DevShop" style="border:0"></a></p>',
        '<p>Hello Aline,</p>',
        '<p><strong>Your items:</strong></p>',
        '<ul>',
        '<li>Mouse × 1</li>',
        '<li>Keyboard &lt;K2&gt; × 2</li>',
        '</ul>',
        '<table role="presentation" style="border-collapse:collapse">',
        '<tr><td style="padding:2px 16px 2px 0">Subtotal</td><td style="padding:2px 0;text-align:right">10 RWF</td></tr>',
        '<tr><td style="padding:2px 16px 2px 0"><strong>Total</strong></td><td style="padding:2px 0;text-align:right"><strong>12 RWF</strong></td></tr>',
        '</table>',
        '<p>Thank you for shopping with DevShop,<br>The DevShop team</p>',
        '</body>',
        '</html>',
        '',
      ].join('\n'),
    );
  });

  it('puts a trusted footer under a rule, and no rule without one', () => {
    const withFooter = renderHtml('Hi', [{ paragraph: 'Hi' }], SHOP, EN, '<p><a href="https://shop.example.rw/unsubscribe">Unsubscribe</a></p>');
    expect(withFooter).toContain('<p>Thank you for shopping with DevShop,<br>The DevShop team</p>\n<hr>\n<p><a href="https://shop.example.rw/unsubscribe">Unsubscribe</a></p>\n</body>');
    expect(renderHtml('Hi', [{ paragraph: 'Hi' }], SHOP, EN)).toContain('The DevShop team</p>\n</body>');
    expect(renderHtml('Hi', [{ paragraph: 'Hi' }], SHOP, EN)).not.toContain('<hr>');
  });

  it("ends a paragraph with its link, clickable in HTML and written out in the text part", () => {
    const link = 'https://shop.example.rw/order-confirmation/DS-1?x=1&y="2"';
    const followed: MailBlock[] = [{ paragraph: 'Follow your order:', link }];
    expect(renderHtml('Hi', followed, SHOP, EN)).toContain(
      '<p>Follow your order: <a href="https://shop.example.rw/order-confirmation/DS-1?x=1&amp;y=&quot;2&quot;">https://shop.example.rw/order-confirmation/DS-1?x=1&amp;y=&quot;2&quot;</a></p>',
    );
    expect(renderText(followed, EN)).toContain(`Follow your order: ${link}\n`);
  });

  it('escapes the five characters HTML gives a meaning to', () => {
    expect(escapeHtml(`Tom & "Jerry's" <shop>`)).toBe('Tom &amp; &quot;Jerry&#39;s&quot; &lt;shop&gt;');
  });
});

describe('a composed e-mail', () => {
  it('goes to the recipient with the subject as the HTML title and both parts from the same blocks', () => {
    const mail = composeMail({ to: 'aline@example.rw', subject: 'Hello', blocks, shopUrl: SHOP, texts: EN });
    expect(mail).toEqual({ to: 'aline@example.rw', subject: 'Hello', text: renderText(blocks, EN), html: renderHtml('Hello', blocks, SHOP, EN) });
  });
});
