// Part of `npm run lint` (so of `npm test`): the architecture's rules on the
// import graph (docs/ARCHITECTURE.md, "Arrows between folders only point down"),
// read by dependency-cruiser.
// 1. Layers. Every folder of pwa/, server/ and shared/ has its place in LAYERS;
//    an import goes to a lower layer. Inside one layer only rooms of one kind
//    reach each other (the root's files, features, modules, shared's parts):
//    pwa/ui and pwa/data, pwa/components and pwa/scan do not. A folder missing
//    from LAYERS fails the check, so a new one is placed on purpose.
// 2. No cycle between rooms. A room is a folder that holds one kind of thing:
//    pwa/app, pwa/ui, pwa/data, pwa/features/<area>, server/db, server/modules/<area>,
//    shared/<part>, … (roomOf below). Files may import each other inside a room;
//    between rooms the arrows must not come back.
// 3. A feature reaches another feature only through that feature's index
//    (pwa/features/<area>/index.ts): its screens and helpers are its own.
import { cruise } from 'dependency-cruiser';

const ROOTS = ['pwa', 'server', 'shared'];
/** The room of a file: two folders deep under pwa/features and server/modules, one elsewhere. */
function roomOf(file) {
  const parts = file.split('/');
  if ((parts[0] === 'pwa' && parts[1] === 'features') || (parts[0] === 'server' && parts[1] === 'modules'))
    return parts.slice(0, 3).join('/');
  if (parts.length <= 2) return parts[0];
  return parts.slice(0, 2).join('/');
}

/** Top to bottom; `kin`: the layer's rooms may import each other (cycles are still refused). */
const LAYERS = [
  { rooms: ['pwa', 'pwa/app', 'pwa/ssr'], kin: true }, // the PWA's root: entries, providers, router, layouts
  { rooms: ['pwa/features/*'], kin: true }, // through each other's index.ts (rule 3)
  { rooms: ['pwa/session'] },
  { rooms: ['pwa/components', 'pwa/scan'] },
  { rooms: ['pwa/sw'] }, // the service worker: its own entry, above the store and sync engine it runs (pwa/data), no screen
  { rooms: ['pwa/ui', 'pwa/data'] },
  { rooms: ['pwa/lib'] },
  { rooms: ['server', 'server/web', 'server/modules/*'], kin: true }, // the server's root; modules, web
  { rooms: ['server/graphql'] },
  { rooms: ['server/db'] },
  { rooms: ['server/lib'] },
  { rooms: ['shared', 'shared/*'], kin: true },
];
/** pwa/ and server/ meet only in shared/. */
const sideOf = (room) => room.split('/')[0];
function layerOf(room) {
  const i = LAYERS.findIndex((l) => l.rooms.some((r) => r === room || (r.endsWith('/*') && room.startsWith(r.slice(0, -1)))));
  return i < 0 ? null : i;
}
/** Why an arrow between two rooms is refused, or null. */
function wrongWay(from, to) {
  if (sideOf(to) !== 'shared' && sideOf(to) !== sideOf(from)) return `${sideOf(from)}/ imports ${sideOf(to)}/`;
  const [a, b] = [layerOf(from), layerOf(to)];
  if (a === null || b === null) return `${a === null ? from : to} has no layer`;
  if (b < a) return 'upward';
  if (b === a && !LAYERS[a].kin) return 'sideways';
  return null;
}

const result = await cruise(ROOTS, {
  tsPreCompilationDeps: true,
  doNotFollow: { path: 'node_modules' },
  exclude: { path: ['\\.test\\.tsx?$', 'graphql-env\\.d\\.ts$'] },
});
const modules = result.output.modules.filter((m) => !m.coreModule && ROOTS.some((r) => m.source.startsWith(`${r}/`)));

const edges = new Map(); // room → Map(room → example "from → to")
const featureLeaks = [];
const wrongArrows = new Map(); // "from → to" rooms → example
for (const m of modules) if (layerOf(roomOf(m.source)) === null) wrongArrows.set(roomOf(m.source), `${m.source}: its folder has no layer`);
for (const m of modules) {
  const from = roomOf(m.source);
  for (const d of m.dependencies) {
    if (d.coreModule || d.couldNotResolve || d.resolved.startsWith('node_modules') || !ROOTS.some((r) => d.resolved.startsWith(`${r}/`)))
      continue;
    const to = roomOf(d.resolved);
    if (from !== to) {
      if (!edges.has(from)) edges.set(from, new Map());
      if (!edges.get(from).has(to)) edges.get(from).set(to, `${m.source} → ${d.resolved}`);
      const why = wrongWay(from, to);
      if (why && !wrongArrows.has(`${from} → ${to}`)) wrongArrows.set(`${from} → ${to}`, `${why}: ${m.source} → ${d.resolved}`);
    }
    const feature = /^pwa\/features\/[^/]+\//;
    if (feature.test(m.source) && feature.test(d.resolved) && from !== to && !/\/index\.tsx?$/.test(d.resolved))
      featureLeaks.push(`${m.source} → ${d.resolved}`);
  }
}

// Cycles between rooms: Tarjan's strongly connected components.
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
let counter = 0;
function visit(v) {
  index.set(v, counter);
  low.set(v, counter++);
  stack.push(v);
  onStack.add(v);
  for (const w of edges.get(v)?.keys() ?? []) {
    if (!index.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
  }
  if (low.get(v) === index.get(v)) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) cycles.push(component);
  }
}
for (const room of new Set(modules.map((m) => roomOf(m.source)))) if (!index.has(room)) visit(room);

for (const component of cycles) {
  console.log(`cycle between rooms: ${component.join(', ')}`);
  for (const from of component) for (const [to, example] of edges.get(from) ?? []) if (component.includes(to)) console.log(`  ${example}`);
}
for (const leak of featureLeaks) console.log(`feature internals reached from another feature: ${leak}`);
for (const arrow of wrongArrows.values()) console.log(`against the layers (docs/ARCHITECTURE.md): ${arrow}`);
if (cycles.length || featureLeaks.length || wrongArrows.size) process.exit(1);
console.log(
  `dependencies: ${modules.length} files, ${new Set(modules.map((m) => roomOf(m.source))).size} rooms in ${LAYERS.length} layers, every arrow down, no cycle between rooms, features reached through their index`,
);
