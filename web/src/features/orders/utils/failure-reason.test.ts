import { afterAll, describe, expect, it } from 'vitest';
import { speak } from '@/lib/i18n/testing/speak';
import { failureReasonText } from './failure-reason';

afterAll(() => speak('en'));

describe('failureReasonText', () => {
  it('reads the payments service’s reasons as it wrote them in English, and translates them', async () => {
    await speak('en');
    expect(failureReasonText('Your card was declined.')).toBe('Your card was declined.');
    expect(failureReasonText('timed out')).toBe('timed out');
    await speak('fr');
    expect(failureReasonText('Your card was declined.')).toBe('Votre carte a été refusée.');
    expect(failureReasonText('Rejected by an administrator')).toBe('Refusé par un administrateur');
    await speak('rw');
    expect(failureReasonText('Your card was declined.')).toBe('Ikarita yawe yanzwe.');
  });

  it('leaves a reason it does not know as it is', async () => {
    await speak('fr');
    expect(failureReasonText('Do not honor')).toBe('Do not honor');
  });
});
