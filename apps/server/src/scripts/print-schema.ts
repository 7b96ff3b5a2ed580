// Writes the GraphQL schema to apps/server/schema.graphql; the web app's code generator reads it and CI
// fails when the committed file is stale (`npm run check:generated`).
import fs from 'node:fs';
import path from 'node:path';
import { printSchema } from 'graphql';
import { schema } from '../graphql/schema';
import { paths } from '../paths';

const target = path.join(paths.serverRoot, 'schema.graphql');
fs.writeFileSync(target, `${printSchema(schema)}\n`);
console.log(`wrote ${path.relative(process.cwd(), target)}`);
