// Prisma 7 CLI configuration: where the schema and migrations live. The database URL is not needed here:
// the gateway connects through a driver adapter (gateway/src/db/client.ts).
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
});
