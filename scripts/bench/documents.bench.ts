// Embedded document store (SQLite): writes, indexed paginated reads, and the atomic
// conditional update stock reservation relies on.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteDocumentStore } from '../../platform/src/documents/sqlite/sqlite-document-store';
import { memory, report, runConcurrently } from './measure';

const dir = mkdtempSync(join(tmpdir(), 'bench-documents-'));
const store = new SqliteDocumentStore({ directory: dir });
const products = store.collection<{ _id: string; category: string; price: number; qty: number }>('products');
await products.ensureIndex({ fields: ['category'] });
await products.ensureIndex({ fields: ['price'] });

const categories = ['monitors', 'keyboards', 'mice', 'audio', 'watches', 'hoodies', 'laptops', 'accessories'];
const N = 5000;
const inserts = await runConcurrently(N, 16, (i) =>
  products.insertOne({ category: categories[i % categories.length]!, price: 15_000 + ((i * 7919) % 2_485_000), qty: 50 }),
);
report({ name: `insertOne (${N} documents)`, operations: N, totalMs: inserts.totalMs, latenciesMs: inserts.latencies });

const pages = await runConcurrently(1000, 8, (i) =>
  products.findPage({ category: categories[i % categories.length]! }, { sort: { price: 1, _id: 1 }, skip: (i % 10) * 20, limit: 20 }),
);
report({ name: 'findPage by category, sorted, 20 per page', operations: 1000, totalMs: pages.totalMs, latenciesMs: pages.latencies });

const target = await products.insertOne({ category: 'mice', price: 25_000, qty: 1000 });
const reserve = await runConcurrently(1000, 50, () =>
  products.updateOne({ _id: target._id, qty: { $gte: 1 } }, { $inc: { qty: -1 } }),
);
report({ name: 'conditional decrement (50 concurrent)', operations: 1000, totalMs: reserve.totalMs, latenciesMs: reserve.latencies });
const left = await products.findById(target._id);
console.log(`stock left after 1000 decrements of 1000: ${left?.qty} (must be 0)`);

memory('memory after the documents benchmark');
await store.close();
rmSync(dir, { recursive: true, force: true });
