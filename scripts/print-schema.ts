import fs from 'node:fs';
import { INTROSPECTION_FILE, printedIntrospection, printedSchema, SCHEMA_FILE } from '../server/printSchema';

// `npm run schema`: after a change to the server's schema, the two files made from it.
fs.writeFileSync(SCHEMA_FILE, printedSchema());
fs.writeFileSync(INTROSPECTION_FILE, printedIntrospection());
console.log(`wrote ${SCHEMA_FILE} and ${INTROSPECTION_FILE}`);
