// What a checkout load needs in a fresh shop: its own products (created by the demo admin) and
// shoppers (the demo shopper and two registered ones), with their tokens.
import { productBody } from '../../../gateway/src/testing/product-body';
import type { Product, Shopper } from './checkout-load';
import { call } from './shop-api';
import type { ShopProcess } from './shop-process';

export interface CatalogueEntry {
  name: string;
  price: number;
  quantity: number;
}

export async function setUpShop(shop: ShopProcess, catalogue: CatalogueEntry[], tag: string): Promise<{ products: Product[]; shoppers: Shopper[] }> {
  const api = (path: string, options: Parameters<typeof call>[3] = {}) => call(shop.url, shop.agent, path, options);
  const login = async (email: string, password: string) => {
    const answer = await api('/api/v1/auth/login', { method: 'POST', body: { email, password } });
    if (answer.status !== 200) throw new Error(`login of ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.data as { accessToken: string; user: { id: string } };
  };
  const admin = await login('admin@devshop.rw', 'demo-admin');
  const products: Product[] = [];
  for (const entry of catalogue) {
    const created = await api('/api/v1/admin/products', {
      method: 'POST',
      token: admin.accessToken,
      body: productBody(entry.name, { price: entry.price, quantity: entry.quantity, category: 'accessories', brand: 'Load Test' }),
    });
    if (created.status !== 201) throw new Error(`creating ${entry.name}: ${created.status} ${JSON.stringify(created.body)}`);
    const stored = created.body.data as { _id: string; stock: { quantity: number }; purchases?: number };
    products.push({ id: stored._id, name: entry.name, price: entry.price, initialStock: stored.stock.quantity + (stored.purchases ?? 0) });
  }
  const demo = await login('shopper@devshop.rw', 'demo-shopper');
  const shoppers: Shopper[] = [{ email: 'shopper@devshop.rw', userId: demo.user.id, token: demo.accessToken }];
  for (const name of ['amina', 'jean']) {
    const email = `${name}.${tag}@load-test.rw`;
    const registered = await api('/api/v1/auth/register', {
      method: 'POST',
      body: { email, password: 'load-test-password', firstName: name, lastName: 'Shopper' },
    });
    if (registered.status !== 201) throw new Error(`registering ${email}: ${registered.status} ${JSON.stringify(registered.body)}`);
    shoppers.push({ email, userId: registered.body.data.user.id, token: registered.body.data.accessToken });
  }
  return { products, shoppers };
}
