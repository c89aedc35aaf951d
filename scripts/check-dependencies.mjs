// Part of `npm run lint` (so of `npm test`): the architecture's two rules on the
// import graph, read by dependency-cruiser.
// 1. No cycle between rooms. A room is a folder that holds one kind of thing:
//    pwa/app, pwa/ui, pwa/data, pwa/features/<area>, server/db, server/modules/<area>,
//    shared/<part>, … (roomOf below). Files may import each other inside a room;
//    between rooms the arrows must not come back.
// 2. A feature reaches another feature only through that feature's index
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

const result = await cruise(ROOTS, {
  tsPreCompilationDeps: true,
  doNotFollow: { path: 'node_modules' },
  exclude: { path: ['\\.test\\.tsx?$', 'graphql-env\\.d\\.ts$'] },
});
const modules = result.output.modules.filter((m) => !m.coreModule && !m.source.startsWith('node_modules'));

const edges = new Map(); // room → Map(room → example "from → to")
const featureLeaks = [];
for (const m of modules) {
  const from = roomOf(m.source);
  for (const d of m.dependencies) {
    if (d.coreModule || d.couldNotResolve || d.resolved.startsWith('node_modules') || !ROOTS.some((r) => d.resolved.startsWith(`${r}/`)))
      continue;
    const to = roomOf(d.resolved);
    if (from !== to) {
      if (!edges.has(from)) edges.set(from, new Map());
      if (!edges.get(from).has(to)) edges.get(from).set(to, `${m.source} → ${d.resolved}`);
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
if (cycles.length || featureLeaks.length) process.exit(1);
console.log(
  `dependencies: ${modules.length} files, ${new Set(modules.map((m) => roomOf(m.source))).size} rooms, no cycle between rooms, features reached through their index`,
);
