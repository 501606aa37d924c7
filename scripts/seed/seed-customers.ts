// Customers for the generated orders, stored as identity's registration stores them (local accounts).
import { seedAccounts } from '@shop/identity';
import { newId, type DocumentStore } from '../../platform/src/index';

/** Every generated customer signs in with this password (e-mail `<first>.<last>.<n>@example.rw`). */
export const SEEDED_CUSTOMER_PASSWORD = 'seed-shopper';

const FIRST = ['Aline', 'Eric', 'Grace', 'Jean', 'Claudine', 'Patrick', 'Diane', 'Olivier', 'Josiane', 'Emmanuel', 'Divine', 'Fabrice', 'Ange', 'Yves', 'Sandrine', 'Innocent', 'Clarisse', 'Kevin', 'Nadine', 'Didier', 'Esther', 'Samuel', 'Chantal', 'Gilbert', 'Solange', 'Thierry', 'Vestine', 'Aimable', 'Belyse', 'Cedric'];
const LAST = ['Uwase', 'Mugisha', 'Niyonzima', 'Habimana', 'Uwimana', 'Nshimiyimana', 'Mukamana', 'Ndayisaba', 'Iradukunda', 'Hakizimana', 'Ingabire', 'Bizimana', 'Umutoni', 'Nsengiyumva', 'Mutesi', 'Kayitesi', 'Ishimwe', 'Nkurunziza', 'Tuyishime', 'Gatera', 'Kamanzi', 'Murenzi', 'Uwera', 'Rukundo', 'Byiringiro'];
const PREFIXES = ['078', '079', '072', '073'];

export interface SeededCustomer {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** Customer number `n` (the same n, the same person). */
export function customerOf(n: number, random: () => number, run: string): Omit<SeededCustomer, 'id'> {
  const firstName = FIRST[Math.floor(random() * FIRST.length)]!;
  const lastName = LAST[Math.floor(random() * LAST.length)]!;
  const email = `${firstName}.${lastName}.${run}${n}@example.rw`.toLowerCase();
  const phone = `${PREFIXES[Math.floor(random() * PREFIXES.length)]}${String(Math.floor(random() * 10_000_000)).padStart(7, '0')}`;
  return { firstName, lastName, email, phone };
}

/**
 * Writes `count` customers to identity's store, in batches, by identity's own seeding. Customer j
 * joins a day before `joinedAt(j / count)`, so one picked for an order at that point of the
 * history already existed.
 */
export async function seedCustomers(store: DocumentStore, count: number, random: () => number, joinedAt: (fraction: number) => number): Promise<SeededCustomer[]> {
  const run = newId().slice(-6); // several seedings of one store never share an e-mail
  const customers: SeededCustomer[] = [];
  for (let done = 0; done < count; done += 2000) {
    const people = [];
    for (let n = done; n < Math.min(count, done + 2000); n += 1) {
      const person = customerOf(n, random, run);
      people.push({ ...person, username: person.email.split('@')[0]!.replaceAll('.', '_'), createdAt: new Date(joinedAt(n / count) - 86_400_000).toISOString() });
    }
    const ids = await seedAccounts(store, people, SEEDED_CUSTOMER_PASSWORD);
    people.forEach(({ firstName, lastName, email, phone }, i) => customers.push({ id: ids[i]!, firstName, lastName, email, phone }));
  }
  return customers;
}
