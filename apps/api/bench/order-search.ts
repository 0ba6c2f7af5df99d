// `pnpm --filter @partybox/api bench:search`: the console's search at 1,000 orders. Places 1,000 orders through the
// order repository (each with its search items, as a completed checkout writes them) on dynalite, then times each kind
// of search the console offers (the birthday child's name, the orderer's surname, the last 6 characters of an order
// number, a phone typed with +91 and a space) the way the list route runs it. A name 1 order in 7 carries fills a
// page (25 orders read by key); a rarer one reads only its few orders. Prints median and 95th percentile per
// kind, and the command names sent (never a Scan). The goal is under 50 ms; figures, not verdicts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCatalog } from '@partybox/catalog';
import { indiaToday } from '@partybox/contracts';
import { OrderRepository, OrderSearchIndex, listOrders, placeOrder, planOrderList, priceOrder } from '../src/modules/orders';
import { indexCatalog } from '../src/platform/catalog/catalog-index';
import { createDocumentClient } from '../src/platform/db/client';
import { createTables } from '../src/platform/db/create-tables';
import { embeddedConnection, startDynalite } from '../src/platform/db/embedded';
import { Repository } from '../src/platform/db/repository';
import { tablesFor } from '../src/platform/db/tables';

const orderCount = Number(process.env.BENCH_ORDERS ?? 1000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 50);
const firstNames = ['Aarav', 'Vivaan', 'Aditya', 'Diya', 'Anaya', 'Ishaan', 'Kabir', 'Myra', 'Saanvi', 'Reyansh', 'Meera', 'Rohan', 'Tanvi', 'Arjun'];
const surnames = ['Sharma', 'Dsouza', 'Iyer', 'Mehta', 'Kapoor', 'Nair', 'Reddy', 'Gupta', 'Das', 'Khan', 'Rao', 'Patel'];
const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;
const phoneOf = (i: number) => `98${String(10_000_000 + i * 7).slice(-8)}`;

const dataDir = mkdtempSync(join(tmpdir(), 'partybox-bench-search-'));
const dynalite = await startDynalite({ dataDir });
const db = createDocumentClient(embeddedConnection(dynalite, 'ap-south-1'));
try {
  await createTables(db, '');
  const tables = tablesFor('');
  const repo = new Repository(db);
  const orders = new OrderRepository(repo, tables.order, () => crypto.randomUUID(), new OrderSearchIndex(repo, tables.orderSearch));
  const catalog = indexCatalog(loadCatalog());
  const priced = priceOrder([{ themeId: 'superhero', addons: [], quantity: 1 }], [], catalog);
  const numbers: string[] = [];
  const started = performance.now();
  for (let i = 0; i < orderCount; i += 1) {
    const placedAt = new Date(Date.now() - i * 3_600_000);
    const orderNumber = `PB-${indiaToday(placedAt).slice(2).replaceAll('-', '')}-${String(i).padStart(6, '0').replace(/^0/, 'Q')}`;
    numbers.push(orderNumber);
    await orders.place(
      placeOrder({
        id: crypto.randomUUID(),
        orderNumber,
        placedAt,
        placedOn: indiaToday(placedAt),
        checkoutId: crypto.randomUUID(),
        priced,
        customization: {
          id: crypto.randomUUID(),
          record: {
            EventDate: indiaToday(new Date(placedAt.getTime() + 14 * 86_400_000)),
            email: 'bench@example.com',
            Name: `${pick(firstNames, i + 3)} ${pick(surnames, i)}`,
            Phone: phoneOf(i),
            // Every 50th birthday child has a rarer name: a search that finds a handful, beside common names that fill a page.
            DecorName: `Happy birthday ${i % 50 === 0 ? 'Zoravar' : pick(firstNames, i * 5)}`,
            Occasion: 'Birthday',
          },
        },
        delivery: {
          id: crypto.randomUUID(),
          record: {
            Name: `${pick(firstNames, i + 7)} ${pick(surnames, i + 5)}`,
            PhoneNumber: phoneOf(i + 1),
            Details: { Email: '', AddressLine1: '1 Hill Road', AddressLine2: '', City: 'Mumbai', State: 'Maharashtra', Pincode: '400050', Country: 'India' },
          },
        },
        payment: { method: 'cod' },
        newId: () => crypto.randomUUID(),
      }),
    );
  }
  console.log(`placed ${orderCount} orders with their search items in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const commands = new Set<string>();
  const send = db.send.bind(db);
  db.send = ((command: { constructor: { name: string } }, ...rest: unknown[]) => {
    commands.add(command.constructor.name);
    return (send as (...args: unknown[]) => unknown)(command, ...rest);
  }) as typeof db.send;
  const kinds: Record<string, string> = {
    'common birthday name (Aarav, a page)': 'Aarav',
    'rarer birthday name (Zoravar)': 'Zoravar',
    "orderer's surname (Dsouza)": 'Dsouza',
    'last 6 characters of an order number': numbers[Math.floor(orderCount / 2)]!.slice(-6),
    'phone with +91 and a space': `+91 ${phoneOf(42).slice(0, 5)} ${phoneOf(42).slice(5)}`,
  };
  const today = indiaToday(new Date());
  for (const [kind, q] of Object.entries(kinds)) {
    const times: number[] = [];
    let found = 0;
    for (let round = 0; round < rounds; round += 1) {
      const start = performance.now();
      found = (await listOrders(orders, planOrderList(tables.order, { q }, today))).items.length;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (share: number) => times[Math.min(times.length - 1, Math.floor(times.length * share))]!.toFixed(1);
    console.log(`${kind.padEnd(40)} found ${String(found).padStart(3)}   median ${at(0.5)} ms   p95 ${at(0.95)} ms`);
  }
  console.log(`commands sent while searching: ${[...commands].sort().join(', ')}`);
} finally {
  db.destroy();
  await dynalite.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
