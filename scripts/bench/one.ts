// `tsx scripts/bench/one.ts scripts/bench/<name>.bench.ts`: runs one benchmark.
const m = await import(new URL(`../../${process.argv[2]}`, import.meta.url).href);
await m.run();
