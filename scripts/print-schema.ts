import fs from 'node:fs';
import { printedSchema, SCHEMA_FILE } from '../server/graphql/printSchema';

fs.writeFileSync(SCHEMA_FILE, printedSchema());
console.log(`wrote ${SCHEMA_FILE}`);
