// GraphQL codegen: the printed gateway schema + the operations written in web/src -> typed documents. Two outputs, so
// that public pages never download the admin area's documents: web/src/gql (the public site's operations) and
// web/src/admin/gql (the admin area's).
import type { CodegenConfig } from '@graphql-codegen/cli';

// The CourseContent scalar is the zod-inferred type of gateway/src/services/course-content.ts (it imports only zod), so
// that the web's types of a course page are the schema's. Imported as a type, relative to each output folder: the web
// never bundles gateway code (`import type` is erased).
const COURSE_CONTENT = 'gateway/src/services/course-content#CourseContent';
const output = (depth: number) => ({
  preset: 'client' as const,
  presetConfig: { fragmentMasking: false },
  config: {
    useTypeImports: true,
    enumsAsTypes: true,
    scalars: { DateTime: 'string', CourseContent: `${'../'.repeat(depth)}${COURSE_CONTENT}` },
  },
});

const config: CodegenConfig = {
  schema: 'gateway/schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': { ...output(3), documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*', '!web/src/admin/**/*'] },
    'web/src/admin/gql/': { ...output(4), documents: ['web/src/admin/**/*.{ts,tsx}', '!web/src/admin/gql/**/*'] },
  },
};

export default config;
