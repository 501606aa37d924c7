import { describe, expect, it } from 'vitest';
import { tooManyAttemptsMessage } from './too-many-attempts';

describe('the too-many-attempts message', () => {
  it('says how many whole minutes to wait, rounded up', () => {
    expect(tooManyAttemptsMessage(60)).toBe('Too many attempts. Please try again in 1 minute.');
    expect(tooManyAttemptsMessage(61)).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(tooManyAttemptsMessage(900)).toBe('Too many attempts. Please try again in 15 minutes.');
  });

  it('never asks to wait less than a minute', () => {
    expect(tooManyAttemptsMessage(1)).toBe('Too many attempts. Please try again in 1 minute.');
    expect(tooManyAttemptsMessage(0)).toBe('Too many attempts. Please try again in 1 minute.');
  });
});
