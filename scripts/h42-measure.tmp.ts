import { startKillableServer } from '../tests/support/killableServer';
import { castFlood } from '../tests/support/edgeFlood';
import { gql } from '../tests/support/graphql';
import { action, PUSH } from '../tests/support/items';
let cast: Awaited<ReturnType<typeof castFlood>>;
const server = await startKillableServer({ seed: async (s) => { cast = await castFlood(s, 30); } });
try {
  const times: number[] = [];
  for (const [i, serial] of cast!.serials.entries()) {
    const t = performance.now();
    const res = await gql(server.url, PUSH, { rows: [{ newDocumentState: action('activate', serial, { clientName: 'C', clientPhone: `0101234${String(i).padStart(4, '0')}` }) }] }, { token: cast!.sellerToken });
    times.push(performance.now() - t);
    if (!res.data) console.log(JSON.stringify(res.errors));
    await new Promise((r) => setTimeout(r, 100));
  }
  times.sort((a, b) => a - b);
  console.log('quiet push ms: median', times[15]?.toFixed(0), 'p95', times[28]?.toFixed(0), 'max', times.at(-1)?.toFixed(0));
} finally { await server.stop(); }
