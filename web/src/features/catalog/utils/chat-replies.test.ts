import { DEFAULT_DELIVERY_ZONES, type DeliveryZone } from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { speak } from '@/lib/i18n/testing/speak';
import { chatGreeting, chatReplyFor, noProductsReply, recommendationLink } from './chat-replies';

// formatRwf's no-break space before RWF.
const rwf = (amount: string) => `${amount}\u00a0RWF`;
const band = { min: 15_000, max: 95_000 };

/** The seeded table as an admin changed it: Musanze's zone dearer and quicker, Nyagatare in a zone of its own. */
const editedZones: DeliveryZone[] = [
  ...DEFAULT_DELIVERY_ZONES.map((zone) => {
    if (zone.id === 'northern') return { ...zone, fee: 4_000, freeFrom: 150_000, estimate: { minDays: 2, maxDays: 3 } };
    if (zone.id === 'eastern') return { ...zone, districts: zone.districts.filter((district) => district !== 'Nyagatare') };
    return zone;
  }),
  { id: 'nyagatare-express', name: 'Nyagatare express', fee: 2_000, freeFrom: 60_000, estimate: { minDays: 1, maxDays: 2 }, districts: ['Nyagatare'] },
];

describe('the assistant in English', () => {
  beforeAll(() => speak('en'));

  it('greets as it always has', () => {
    expect(chatGreeting()).toBe(
      "Hi! I'm the DevShop assistant. Tell me what you're looking for (a keyboard, a mouse, headphones, a monitor…) and I'll suggest products from our catalogue, or ask me about delivery, payment, warranty and returns.",
    );
  });

  it('recommends products of the kind the shopper names, in the chat’s price band', () => {
    const reply = chatReplyFor('I need a new keyboard');
    expect(reply.recommend).toEqual({ category: 'keyboards', label: 'chat.label.keyboards', price: band });
    expect(reply.text).toBe(`Here are some keyboards from our catalogue priced ${rwf('15,000')} to ${rwf('95,000')}:`);
    expect(chatReplyFor('Any wireless MICE?').recommend?.category).toBe('mice');
    expect(chatReplyFor('good headphones for calls').recommend?.category).toBe('audio');
    expect(chatReplyFor('a 27 inch monitor').recommend?.category).toBe('monitors');
    expect(chatReplyFor('usb-c hub').recommend?.category).toBe('accessories');
    expect(chatReplyFor('smartwatch').text).toMatch(/^Here are some smartwatches from/);
    expect(chatReplyFor('a laptop').recommend?.category).toBe('laptops');
    expect(chatReplyFor('a hoodie or a t-shirt').recommend?.category).toBe('hoodies');
  });

  it('keeps within the price the shopper gives, written any way', () => {
    for (const question of ['keyboards under 50000', 'keyboards under 50,000', 'keyboards under 50 000', 'keyboards below 50k']) {
      const reply = chatReplyFor(question);
      expect(reply.recommend?.price, question).toEqual({ min: 15_000, max: 50_000 });
      expect(reply.text).toBe(`Here are some keyboards from our catalogue priced ${rwf('15,000')} to ${rwf('50,000')}:`);
    }
    expect(chatReplyFor('a mouse for less than 30,000 RWF').recommend?.price).toEqual({ min: 15_000, max: 30_000 });
    expect(chatReplyFor('monitors over 60k').recommend?.price).toEqual({ min: 60_000, max: 95_000 });
    expect(chatReplyFor('something under 40k').text).toBe(`Here are some popular picks priced ${rwf('15,000')} to ${rwf('40,000')}:`);
  });

  it('sends a price outside its band to the catalogue with the shopper’s own filter', () => {
    const reply = chatReplyFor('a mouse under 10k');
    expect(reply.recommend).toBeUndefined();
    expect(reply.text).toBe(`I only suggest products priced ${rwf('15,000')} to ${rwf('95,000')}. Have a look at the full catalogue:`);
    expect(reply.link).toEqual({ to: '/products?category=mice&maxPrice=10000', label: 'Browse products' });
  });

  it('answers delivery, to a district too, with its zone’s fee, threshold and estimate', () => {
    expect(chatReplyFor('how long is delivery?').text).toBe(
      `We deliver by bike in 3-4 business days. Delivery is free on orders of ${rwf('50,000')} and above; below that it costs ${rwf('1,000')}.`,
    );
    expect(chatReplyFor('do you deliver to Musanze?').text).toBe(
      `We deliver to Musanze by bike in 4-6 business days. Delivery is free on orders of ${rwf('100,000')} and above; below that it costs ${rwf('3,000')}.`,
    );
    expect(chatReplyFor('shipping to kicukiro').text).toMatch(/^We deliver to Kicukiro by bike in 3-4 business days/);
    expect(chatReplyFor('Huye?').text).toMatch(/^We deliver to Huye by bike/);
    expect(chatReplyFor('delivery').recommend).toBeUndefined();
  });

  it('prices delivery to a district with the zone table it is given (the admin’s), not the seeded one', () => {
    expect(chatReplyFor('do you deliver to Musanze?', editedZones).text).toBe(
      `We deliver to Musanze by bike in 2-3 business days. Delivery is free on orders of ${rwf('150,000')} and above; below that it costs ${rwf('4,000')}.`,
    );
    expect(chatReplyFor('Musanze?', editedZones).text).toMatch(/^We deliver to Musanze by bike in 2-3 business days/);
    expect(chatReplyFor('shipping to nyagatare', editedZones).text).toBe(
      `We deliver to Nyagatare by bike in 1-2 business days. Delivery is free on orders of ${rwf('60,000')} and above; below that it costs ${rwf('2,000')}.`,
    );
    // The zones left alone answer as before; without a table, the seeded one.
    expect(chatReplyFor('delivery to Huye', editedZones).text).toBe(chatReplyFor('delivery to Huye').text);
    expect(chatReplyFor('do you deliver to Musanze?', DEFAULT_DELIVERY_ZONES).text).toBe(chatReplyFor('do you deliver to Musanze?').text);
    expect(chatReplyFor('do you deliver to Musanze?').text).toMatch(/costs 3,000\u00a0RWF\.$/);
  });

  it('answers a district no zone of the table delivers to with SPEC’s rule, as a question without a district', () => {
    const withoutMusanze = editedZones.map((zone) => ({ ...zone, districts: zone.districts.filter((district) => district !== 'Musanze') }));
    expect(chatReplyFor('delivery to Musanze', withoutMusanze).text).toBe(
      `We deliver to Musanze by bike in 3-4 business days. Delivery is free on orders of ${rwf('50,000')} and above; below that it costs ${rwf('1,000')}.`,
    );
    // A question without a district keeps SPEC's rule, whatever the table.
    expect(chatReplyFor('how long is delivery?', editedZones).text).toBe(chatReplyFor('how long is delivery?').text);
  });

  it('answers payment, warranty, returns, discounts and support as it always has', () => {
    const momo =
      'You pay with mobile money: approve a prompt on your phone, or dial the USSD code shown at checkout and upload a screenshot of the confirmation. All prices include 18% VAT.';
    expect(chatReplyFor('can I pay with momo').text).toBe(momo);
    expect(chatReplyFor('do you take card?').text).toBe(momo);
    expect(chatReplyFor('payment by mobile money').text).toBe(momo);
    expect(chatReplyFor('warranty?').text).toBe('Products come with a 2-year warranty from the manufacturer or supplier, and we help you use it.');
    expect(chatReplyFor('return policy').text).toBe('You can return a product within 30 days. See our Returns page for the details.');
    expect(chatReplyFor('any discount?').text).toBe(
      'Subscribers to our newsletter get 2% off their first order with the code WELCOME2. Look for the red discount badges in the catalogue too!',
    );
    expect(chatReplyFor('contact support').text).toBe('Our support team is available 24/7 at support@devshop.rw or +250 788 000 000.');
    expect(chatReplyFor('your phone number?').text).toMatch(/^Our support team/);
  });

  it('looks up the latest order when asked where it is', () => {
    expect(chatReplyFor('Where is my order?').lookup).toBe('latest-order');
    expect(chatReplyFor('order status').lookup).toBe('latest-order');
    expect(chatReplyFor('track my parcel').lookup).toBe('latest-order');
    expect(chatReplyFor('how long is delivery?').lookup).toBeUndefined();
  });

  it('greets, thanks, suggests in general and falls back', () => {
    expect(chatReplyFor('hello').text).toBe('Hello! What are you shopping for today: keyboards, mice, monitors, audio or accessories?');
    expect(chatReplyFor('thanks!').text).toBe("You're welcome! Anything else I can help you find?");
    expect(chatReplyFor('what do you recommend?').recommend).toEqual({ label: 'chat.label.products', price: band });
    expect(chatReplyFor('qwerty zzz').text).toBe(
      `I can suggest keyboards, mice, monitors, audio gear and accessories priced ${rwf('15,000')} to ${rwf('95,000')}, or answer questions about delivery, payment, warranty and returns. What are you looking for?`,
    );
    expect(chatReplyFor('qwerty zzz').recommend).toBeUndefined();
  });

  it('links to the listing in range, or to the catalogue when nothing is in stock', () => {
    const keyboards = chatReplyFor('keyboards under 50k').recommend!;
    expect(recommendationLink(keyboards)).toEqual({
      to: '/products?category=keyboards&minPrice=15000&maxPrice=50000',
      label: 'See all keyboards in this range',
    });
    expect(recommendationLink(chatReplyFor('recommend something').recommend!)).toEqual({
      to: '/products?minPrice=15000&maxPrice=95000',
      label: 'See everything in this range',
    });
    expect(noProductsReply(keyboards)).toEqual({
      text: `I couldn't find keyboards priced ${rwf('15,000')} to ${rwf('50,000')} in stock right now. Have a look at the full catalogue:`,
      link: { to: '/products/keyboards', label: 'Browse products' },
    });
  });
});

describe('the assistant in French', () => {
  beforeAll(() => speak('fr'));

  it('greets in French', () => {
    expect(chatGreeting()).toMatch(/^Bonjour ! Je suis l’assistant DevShop\./);
  });

  it('understands kinds of products and prices written the French way', () => {
    const reply = chatReplyFor('Des claviers à moins de 50 000 ?');
    expect(reply.recommend).toEqual({ category: 'keyboards', label: 'chat.label.keyboards', price: { min: 15_000, max: 50_000 } });
    expect(reply.text).toBe(`Voici quelques claviers de notre catalogue, entre ${rwf('15,000')} et ${rwf('50,000')} :`);
    expect(chatReplyFor('une souris sous 20k').recommend?.price).toEqual({ min: 15_000, max: 20_000 });
    expect(chatReplyFor('un écran en dessous de 80 000 francs').recommend?.category).toBe('monitors');
    expect(chatReplyFor('un casque pour les appels').recommend?.category).toBe('audio');
    expect(chatReplyFor('un ordinateur portable').text).toMatch(/^Voici quelques ordinateurs portables de notre catalogue/);
    expect(chatReplyFor('une montre connectée').recommend?.category).toBe('watches');
    expect(chatReplyFor('un sweat à capuche').recommend?.category).toBe('hoodies');
  });

  it('answers delivery to a district in French', () => {
    expect(chatReplyFor('Livraison à Huye ?').text).toBe(
      `Nous livrons à Huye, à vélo, en 4 à 6 jours ouvrables. La livraison est gratuite pour les commandes de ${rwf('100,000')} ou plus ; en dessous, elle coûte ${rwf('3,000')}.`,
    );
    expect(chatReplyFor('Quels sont les délais de livraison ?').text).toMatch(/^Nous livrons à vélo en 3 à 4 jours ouvrables\./);
    expect(chatReplyFor('Livraison à Musanze ?', editedZones).text).toBe(
      `Nous livrons à Musanze, à vélo, en 2 à 3 jours ouvrables. La livraison est gratuite pour les commandes de ${rwf('150,000')} ou plus ; en dessous, elle coûte ${rwf('4,000')}.`,
    );
  });

  it('answers payment, warranty and returns in French', () => {
    expect(chatReplyFor('Je peux payer par carte ?').text).toMatch(/^Vous payez par mobile money : .* TVA de 18 %\.$/);
    expect(chatReplyFor('Paiement MoMo').text).toMatch(/^Vous payez par mobile money/);
    expect(chatReplyFor('Quelle garantie ?').text).toMatch(/garantie de 2 ans/);
    expect(chatReplyFor('Un remboursement est possible ?').text).toMatch(/sous 30 jours/);
    expect(chatReplyFor('Où en est ma commande ?').lookup).toBe('latest-order');
  });

  it('replies in French to a question asked in English or Kinyarwanda', () => {
    expect(chatReplyFor('keyboards under 50k').text).toBe(`Voici quelques claviers de notre catalogue, entre ${rwf('15,000')} et ${rwf('50,000')} :`);
    expect(chatReplyFor('mwandikisho ziri munsi ya 50000').text).toBe(
      `Voici quelques claviers de notre catalogue, entre ${rwf('15,000')} et ${rwf('50,000')} :`,
    );
    expect(chatReplyFor('delivery to Gasabo').text).toMatch(/^Nous livrons à Gasabo, à vélo/);
  });

  it('greets, thanks and falls back in French', () => {
    expect(chatReplyFor('bonjour').text).toBe('Bonjour ! Que cherchez-vous aujourd’hui : claviers, souris, écrans, audio ou accessoires ?');
    expect(chatReplyFor('merci beaucoup').text).toBe('Avec plaisir ! Puis-je vous aider à trouver autre chose ?');
    expect(chatReplyFor('qwerty').text).toMatch(/^Je peux vous proposer des claviers/);
    expect(recommendationLink(chatReplyFor('souris').recommend!).label).toBe('Voir tous les articles (souris) dans cette gamme de prix');
  });
});

describe('the assistant in Kinyarwanda', () => {
  beforeAll(() => speak('rw'));

  it('greets in Kinyarwanda', () => {
    expect(chatGreeting()).toMatch(/^Muraho! Ndi umufasha wa DevShop\./);
  });

  it('understands kinds of products and prices written the Kinyarwanda way', () => {
    const reply = chatReplyFor('Mwandikisho ziri munsi ya 50000');
    expect(reply.recommend).toEqual({ category: 'keyboards', label: 'chat.label.keyboards', price: { min: 15_000, max: 50_000 } });
    expect(reply.text).toBe(`Dore ibyo dufite ku byerekeye mwandikisho, ku giciro kiri hagati ya ${rwf('15,000')} na ${rwf('50,000')}:`);
    expect(chatReplyFor('imbeba zitarenze 25,000 Frw').recommend).toMatchObject({ category: 'mice', price: { max: 25_000 } });
    expect(chatReplyFor('mugaragaza ziri hagati ya 40k na 90 000').recommend?.price).toEqual({ min: 40_000, max: 90_000 });
    expect(chatReplyFor('ecouteurs').recommend?.category).toBe('audio');
    expect(chatReplyFor('mudasobwa munsi y’ibihumbi 90').recommend).toMatchObject({ category: 'laptops', price: { max: 90_000 } });
    expect(chatReplyFor('isaha').recommend?.category).toBe('watches');
    expect(chatReplyFor('umwenda').recommend?.category).toBe('hoodies');
  });

  it('answers delivery to a district in Kinyarwanda', () => {
    expect(chatReplyFor('Mwohereza i Kicukiro?').text).toBe(
      `Tugeza ibicuruzwa i Kicukiro n’igare mu minsi y’akazi 3-4. Kubigeza ni ku buntu iyo ibyo watumije bigeze kuri ${rwf('50,000')} cyangwa birenga; munsi yaho bitwara ${rwf('1,000')}.`,
    );
    expect(chatReplyFor('Kugeza ibicuruzwa bimara iminsi ingahe?').text).toMatch(/^Tugeza ibicuruzwa n’igare mu minsi y’akazi 3-4\./);
    expect(chatReplyFor('Kugeza ibicuruzwa').text).toMatch(/^Tugeza ibicuruzwa/);
    expect(chatReplyFor('Mwohereza i Musanze?', editedZones).text).toBe(
      `Tugeza ibicuruzwa i Musanze n’igare mu minsi y’akazi 2-3. Kubigeza ni ku buntu iyo ibyo watumije bigeze kuri ${rwf('150,000')} cyangwa birenga; munsi yaho bitwara ${rwf('4,000')}.`,
    );
  });

  it('answers payment and the latest order in Kinyarwanda', () => {
    expect(chatReplyFor('Nakwishyura nte? MoMo cyangwa ikarita?').text).toMatch(/^Wishyura ukoresheje mobile money: .* TVA ya 18%\.$/);
    expect(chatReplyFor('ubwishyu').text).toMatch(/^Wishyura ukoresheje mobile money/);
    expect(chatReplyFor('Ibyo natumije biri he?').lookup).toBe('latest-order');
    expect(chatReplyFor('garanti').text).toMatch(/garanti y’imyaka 2/);
  });

  it('replies in Kinyarwanda to a question asked in English or French', () => {
    expect(chatReplyFor('delivery to Nyarugenge').text).toMatch(/^Tugeza ibicuruzwa i Nyarugenge n’igare/);
    expect(chatReplyFor('claviers à moins de 50 000').text).toBe(
      `Dore ibyo dufite ku byerekeye mwandikisho, ku giciro kiri hagati ya ${rwf('15,000')} na ${rwf('50,000')}:`,
    );
    expect(chatReplyFor('paiement par carte').text).toMatch(/^Wishyura ukoresheje mobile money/);
  });

  it('greets, thanks and falls back in Kinyarwanda', () => {
    expect(chatReplyFor('muraho').text).toMatch(/^Muraho! Uyu munsi urashaka iki/);
    expect(chatReplyFor('murakoze').text).toBe('Nta cyo bitwaye! Hari ikindi nagufasha kubona?');
    expect(chatReplyFor('qwerty').text).toMatch(/^Nshobora kukugezaho mwandikisho/);
    expect(chatReplyFor('imbeba munsi ya 5000').text).toBe(
      `Nkugezaho gusa ibicuruzwa bifite igiciro kiri hagati ya ${rwf('15,000')} na ${rwf('95,000')}. Reba ibicuruzwa byose:`,
    );
  });
});
