import { describe, expect, it } from 'vitest';
import { cityForDistrict } from './district-city';

describe('the city as the district changes', () => {
  it('follows the district while the shopper has not typed one', () => {
    expect(cityForDistrict('Kigali', '', 'Musanze')).toBe('Musanze');
    expect(cityForDistrict('Musanze', 'Musanze', 'Huye')).toBe('Huye');
    expect(cityForDistrict('Huye', 'Huye', 'Gasabo')).toBe('Kigali');
    expect(cityForDistrict('Kigali', 'Musanze', 'Kicukiro')).toBe('Kigali');
    expect(cityForDistrict('Rubavu', 'Rubavu', '')).toBe('Kigali');
  });

  it('keeps a city the shopper typed', () => {
    expect(cityForDistrict('Kinigi', 'Musanze', 'Huye')).toBe('Kinigi');
    expect(cityForDistrict('Nyamirambo', '', 'Musanze')).toBe('Nyamirambo');
    // A district name typed as the city before any district was chosen is the shopper's too.
    expect(cityForDistrict('Huye', '', 'Musanze')).toBe('Huye');
  });
});
