// `npm run schema:print`: writes the schema to gateway/schema.graphql, the input of codegen (committed).
import { writeFileSync } from 'node:fs';
import { printedSchemaPath, printSchemaSDL } from './sdl.js';

writeFileSync(printedSchemaPath, printSchemaSDL());
console.log(`Wrote ${printedSchemaPath}`);
