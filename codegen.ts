// GraphQL codegen: the printed gateway schema + the operations written in web/src -> typed documents. Two outputs, so
// that public pages never download the admin area's documents: web/src/gql (the public site's operations) and
// web/src/admin/gql (the admin area's).
import type { CodegenConfig } from '@graphql-codegen/cli';

const output = {
  preset: 'client' as const,
  presetConfig: { fragmentMasking: false },
  config: {
    useTypeImports: true,
    enumsAsTypes: true,
    scalars: { DateTime: 'string' },
  },
};

const config: CodegenConfig = {
  schema: 'gateway/schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': { ...output, documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*', '!web/src/admin/**/*'] },
    'web/src/admin/gql/': { ...output, documents: ['web/src/admin/**/*.{ts,tsx}', '!web/src/admin/gql/**/*'] },
  },
};

export default config;
