import { RWANDA_DISTRICTS } from '@shop/domain';
import type { MessageKey } from '@/lib/i18n/use-t';

// The words the assistant listens for, in English, French and Kinyarwanda. Every pattern reads a
// message as normalise() leaves it: lower case, accents dropped, one kind of apostrophe and space.

/** A question's text as the patterns read it: 'Écran à 50 000 RWF' → 'ecran a 50 000 rwf'. */
export function normalise(message: string): string {
  return message
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u00a0\u202f\u2009]/g, ' ');
}

const words = (...alternatives: string[]) => new RegExp(`\\b(?:${alternatives.join('|')})\\b`);

export interface ProductKind {
  pattern: RegExp;
  /** A category of SPEC section 3. */
  category: string;
  /** The kind's plural noun in the reply: 'keyboards', 'claviers', 'mwandikisho'. */
  label: MessageKey;
}

/** In order: the first kind a question names wins ('a keyboard and a mouse' asks for keyboards). */
export const productKinds: ProductKind[] = [
  {
    pattern: words('key ?boards?', 'keycaps?', 'mechanical', 'typing', 'claviers?', 'mwandikisho'),
    category: 'keyboards',
    label: 'chat.label.keyboards',
  },
  { pattern: words('mouse', 'mice', 'trackballs?', 'trackpads?', 'souris', 'imbeba'), category: 'mice', label: 'chat.label.mice' },
  {
    pattern: words('monitors?', 'screens?', 'displays?', 'ecrans?', 'moniteurs?', 'mugaragaza', 'moniteri'),
    category: 'monitors',
    label: 'chat.label.monitors',
  },
  {
    pattern: words(
      'head ?phones?', 'headsets?', 'ear ?buds?', 'earphones?', 'speakers?', 'audio', 'microphones?', 'mics?', 'music',
      'casques?', 'ecouteurs?', 'enceintes?', 'haut-parleurs?', 'micros?', 'musique',
      'amajwi', 'umuziki', 'indangururamajwi', 'ekuteri',
    ),
    category: 'audio',
    label: 'chat.label.audio',
  },
  {
    pattern: words('smart ?watch(?:es)?', 'watch(?:es)?', 'fitness', 'montres?(?!-moi)', 'isaha', 'amasaha'),
    category: 'watches',
    label: 'chat.label.watches',
  },
  {
    pattern: words(
      'hoodies?', 'apparel', 'shirts?', 't-shirts?', 'clothes', 'clothing', 'merch',
      'sweats?', 'sweat-shirts?', 'sweatshirts?', 'tee-shirts?', 'vetements?',
      'umwenda', 'imyenda', 'ishati', 'amashati', 'ikoti', 'amakoti',
    ),
    category: 'hoodies',
    label: 'chat.label.hoodies',
  },
  {
    pattern: words('laptops?', 'notebooks?', 'macbooks?', 'ordinateurs?', 'ordis?', 'pc portables?', 'mudasobwa'),
    category: 'laptops',
    label: 'chat.label.laptops',
  },
  {
    // A phone number is a contact, not a product.
    pattern: words(
      'smart ?phones?', 'phones?(?! numbers?)', 'iphones?', 'android',
      '(?<!numero de )telephones?(?! du support)', '(?<!nimero ya )telefoni', 'terefone',
    ),
    category: 'smartphones',
    label: 'chat.label.smartphones',
  },
  { pattern: words('tablets?', 'ipads?', 'tablettes?', 'tabuleti'), category: 'tablets', label: 'chat.label.tablets' },
  {
    pattern: words(
      'hubs?', 'cables?', 'chargers?', 'stands?', 'adapters?', 'accessor(?:y|ies)', 'webcams?', 'docks?', 'docking', 'usb',
      'power ?banks?', 'lamps?',
      'chargeurs?', 'adaptateurs?', 'accessoires?', 'stations? d\'accueil', 'lampes?', 'batteries? externes?',
      'insinga', 'chajeri', 'ibikoresho byunganira',
    ),
    category: 'accessories',
    label: 'chat.label.accessories',
  },
];

export const deliveryWords = words(
  'deliver(?:y|ies|ed)?', 'shipping', 'ship', 'courier', 'bike', 'arrive',
  'livraisons?', 'livr(?:er|e|es|ee|ees|ez|ons|ent)', 'expedi\\w*', 'envoi', 'envoye[rz]', 'velo', 'frais de port', 'delais?',
  '\\w*geza', '\\w*gezwa', '\\w*ohere[zj]\\w*', 'igare', 'bizagera', 'bigera',
);

export const paymentWords = words(
  'pay', 'paying', 'payment', 'momo', 'mobile money', 'mtn', 'airtel', 'card',
  'paiements?', 'payer', 'payez', 'paie', 'regler', 'reglement', 'cartes?(?! graphiques?)', 'visa', 'mastercard',
  '\\w*ishyu\\w*', 'ikarita',
);

export const warrantyWords = words('warrant(?:y|ies)', 'guarantee', 'garanties?', 'garanti');

export const returnWords = words(
  'returns?', 'refunds?', 'exchange',
  'retours?', 'retourner', 'rembours\\w*', 'echang\\w*',
  '\\w*subiz\\w*', '\\w*garur\\w*',
);

export const discountWords = words(
  'discounts?', 'coupons?', 'promo', 'codes?', 'deals?', 'sales?', 'offers?',
  'remises?', 'reductions?', 'promos', 'promotions?', 'soldes?',
  'igabanuka', '\\w*gabany\\w*', '\\w*gabanuk\\w*', 'kode', 'promosiyo',
);

export const supportWords = words(
  'support', 'contact', 'help', 'human', 'agent', 'phone number', 'email',
  'aide', 'aidez', 'contacter', 'assistance', 'humain', 'conseiller', 'service client', 'courriel', 'e-mail',
  'ubufasha', '\\w*fash\\w*', 'kuvugana', 'imeri', 'nimero',
);

/** Where the shopper's latest order is: 'where is my order', 'ma commande', 'ibyo natumije'. */
export const orderWords = words(
  'my orders?', '(?:latest|last|recent) orders?', 'order status', 'track(?:ing)?',
  '(?:ma|mes|votre|vos|(?:ma |mes )?dernieres?) commandes?', 'suivi', 'ou en est',
  '\\w*tumij\\w*', 'itumiza ry(?:anjye|acu)', 'naguze',
);

export const recommendWords = words(
  'recommend', 'suggest', 'gift', 'budget', 'cheap', 'affordable', 'popular', 'best', 'buy',
  'recommand\\w*', 'conseil', 'suggere\\w*', 'suggestions?', 'propose[rz]?', 'cadeaux?', 'pas cher', 'bon marche',
  'abordables?', 'populaires?', 'meilleur\\w*', 'acheter',
  'inama', 'impano', '\\w*hendutse', 'ibyiza', 'kugura', 'ndashaka',
);

export const thanksWords = words('thanks', 'thank you', 'merci', 'murakoze', 'urakoze', 'ndagushimiye');

export const greetingWords = words(
  'hi', 'hello', 'hey', 'good (?:morning|afternoon|evening)',
  'bonjour', 'bonsoir', 'salut', 'coucou',
  'muraho', 'mwaramutse', 'mwiriwe', 'amakuru',
);

/** Rwanda's 30 districts, and Kigali, as the shopper may name where to deliver. */
export const PLACES = [...RWANDA_DISTRICTS, 'Kigali'] as const;

const placePattern = words(...PLACES.map((place) => place.toLowerCase()));

/** The district (or Kigali) a normalised question names, as it is written. */
export function placeIn(text: string): string | undefined {
  const found = placePattern.exec(text)?.[0];
  return PLACES.find((place) => place.toLowerCase() === found);
}
