import { expect, it } from 'vitest';
import type { ContractContext } from './context';

export function methodsContract(ctx: ContractContext): void {
  it('lists the three methods with what checkout shows, the dial code carrying the amount', async () => {
    const methods = await ctx.api.listMethods(151_000);
    expect(Object.keys(methods).sort()).toEqual(['manual_momo', 'momo', 'stripe']);
    expect(methods.manual_momo).toMatchObject({
      id: 'manual_momo',
      name: 'MTN Mobile Money (manual)',
      enabled: true,
      dialCode: '*182*8*1*182000*151000#',
      merchantCode: '182000',
      supportPhone: '+250 788 000 000',
    });
    expect(methods.manual_momo?.instructions).toContain('*182*8*1*182000*151000#');
    expect(methods.momo).toMatchObject({ id: 'momo', name: 'MTN Mobile Money', enabled: true, testMode: true });
    expect(methods.momo?.instructions).toMatch(/prompt on your phone/);
    expect(methods.stripe).toMatchObject({ id: 'stripe', name: 'Card', enabled: true, testMode: true });
  });

  it('leaves the amount out of the dial code when there is none, or it is not a positive whole number', async () => {
    expect((await ctx.api.listMethods()).manual_momo?.dialCode).toBe('*182*8*1*182000#');
    expect((await ctx.api.listMethods(-5)).manual_momo?.dialCode).toBe('*182*8*1*182000#');
  });
}
