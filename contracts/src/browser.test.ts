import { z } from 'zod';
import { describe, expect, it } from 'vitest';

describe('the contracts’ browser entry', () => {
  it('puts zod in jitless mode, so it never probes for eval (the shop’s CSP forbids it), and exports the schemas', async () => {
    const browser = await import('./browser');
    expect(z.config().jitless).toBe(true);
    expect(browser.orderSchema.shape.orderNumber).toBeDefined();
  });
});
