/** Rwanda's five provinces (the City of Kigali first) and their districts. */
export const RWANDA_PROVINCES = {
  kigali: ['Gasabo', 'Kicukiro', 'Nyarugenge'],
  eastern: ['Bugesera', 'Gatsibo', 'Kayonza', 'Kirehe', 'Ngoma', 'Nyagatare', 'Rwamagana'],
  northern: ['Burera', 'Gakenke', 'Gicumbi', 'Musanze', 'Rulindo'],
  southern: ['Gisagara', 'Huye', 'Kamonyi', 'Muhanga', 'Nyamagabe', 'Nyanza', 'Nyaruguru', 'Ruhango'],
  western: ['Karongi', 'Ngororero', 'Nyabihu', 'Nyamasheke', 'Rubavu', 'Rusizi', 'Rutsiro'],
} as const;

export type RwandaProvince = keyof typeof RWANDA_PROVINCES;

/**
 * Rwanda's 30 districts, Kigali's three first (City of Kigali, then the Eastern, Northern, Southern
 * and Western provinces): the checkout offers them, the chat assistant recognises them.
 */
export const RWANDA_DISTRICTS = [
  'Gasabo', 'Kicukiro', 'Nyarugenge',
  'Bugesera', 'Gatsibo', 'Kayonza', 'Kirehe', 'Ngoma', 'Nyagatare', 'Rwamagana',
  'Burera', 'Gakenke', 'Gicumbi', 'Musanze', 'Rulindo',
  'Gisagara', 'Huye', 'Kamonyi', 'Muhanga', 'Nyamagabe', 'Nyanza', 'Nyaruguru', 'Ruhango',
  'Karongi', 'Ngororero', 'Nyabihu', 'Nyamasheke', 'Rubavu', 'Rusizi', 'Rutsiro',
] as const;
