import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

// Dependencies point one way (STYLE.md): apps -> contexts -> features -> ui / data access -> domain / util;
// portals never import each other; browser code never imports server code.
const layers = {
  'type:app': ['type:context', 'type:feature', 'type:ui', 'type:data-access', 'type:domain', 'type:util'],
  // A server context's use cases with their data access (billing, job search, applications...):
  // what its service answers with and the worker runs, so neither app imports the other.
  'type:context': ['type:feature', 'type:data-access', 'type:domain', 'type:util'],
  'type:feature': ['type:ui', 'type:data-access', 'type:domain', 'type:util'],
  // The design system shows what it is given: it fetches nothing.
  'type:ui': ['type:ui', 'type:domain', 'type:util'],
  'type:data-access': ['type:domain', 'type:util'],
  // Demo data writes through the db lib; only tests and workspace tools load it, never a service.
  'type:seed': ['type:data-access', 'type:domain', 'type:util'],
  'type:domain': ['type:domain', 'type:util'],
  'type:util': ['type:util'],
  // Development and test tooling (database provider, stripe-mock, mail catcher, supervisor):
  // nothing above may import it; tests and workspace tools do.
  'type:dev': ['type:dev', 'type:data-access', 'type:domain', 'type:util'],
};
const scopes = {
  'scope:shared': ['scope:shared'],
  'scope:shell': ['scope:shared', 'scope:shell'],
  'scope:public': ['scope:shared', 'scope:public'],
  'scope:employer': ['scope:shared', 'scope:employer'],
  'scope:veteran': ['scope:shared', 'scope:veteran'],
  'scope:admin': ['scope:shared', 'scope:admin'],
  // The worker runs the background work of the public and employer contexts.
  'scope:worker': ['scope:shared', 'scope:public', 'scope:employer'],
};
const platforms = {
  'platform:universal': ['platform:universal'],
  'platform:browser': ['platform:browser', 'platform:universal'],
  'platform:server': ['platform:server', 'platform:universal'],
  'platform:build': ['platform:build', 'platform:universal'],
};

// A comment states the rule itself: it never sends the reader to a document they cannot open
// from the repository (a section of the product spec, an issue's number).
const citationPattern = /\b(issue\s*#?\s*\d+|spec\s*§|spec\s+0\d\d|spec(?:'s)?\s+section\s+\d+|section\s+\d+\s+of\s+the\s+spec)/i;
const localRules = {
  rules: {
    'no-document-citations': {
      meta: { type: 'suggestion', messages: { cited: 'Say the rule itself instead of citing "{{citation}}".' }, schema: [] },
      create: (context) => ({
        Program: () => {
          for (const comment of context.sourceCode.getAllComments()) {
            const citation = citationPattern.exec(comment.value)?.[0];
            if (citation) context.report({ loc: comment.loc, messageId: 'cited', data: { citation } });
          }
        },
      }),
    },
  },
};

/** The boundary rule's options. Test code may also use the test kit (type:test, scope:test). */
const moduleBoundaries = ({ inTests, allow = [] }) => {
  const constraints = (rules, testTag) =>
    Object.entries(rules).map(([sourceTag, tags]) => ({
      sourceTag,
      onlyDependOnLibsWithTags: inTests && testTag ? [...tags, testTag, ...(testTag === 'type:test' ? ['type:dev'] : [])] : tags,
    }));
  return {
    enforceBuildableLibDependency: false,
    allow,
    depConstraints: [
      ...constraints(layers, 'type:test'),
      ...constraints(scopes, 'scope:test'),
      ...constraints(platforms),
      // The test projects and the test kit may reach everything they exercise.
      { sourceTag: 'type:test', onlyDependOnLibsWithTags: ['*'] },
      { sourceTag: 'scope:test', onlyDependOnLibsWithTags: ['*'] },
    ],
  };
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.nx/**', '**/.data/**', '**/coverage/**', 'tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx, local: localRules },
    rules: {
      'local/no-document-citations': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@nx/enforce-module-boundaries': ['error', moduleBoundaries({ inTests: false })],
    },
  },
  {
    // Tests may also use the test kit; the cross-service test projects start the real apps
    // in-process through their entry points (Nx refuses any app import not named here).
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/test/**/*.ts', '**/test-support/**/*.ts', '**/test-support/**/*.tsx'],
    rules: { '@nx/enforce-module-boundaries': ['error', moduleBoundaries({ inTests: true })] },
  },
  {
    files: ['apps/platform-tests/**/*.ts', 'apps/browser-tests/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        moduleBoundaries({ inTests: true, allow: ['^@jobboard/(public|employer|veteran|admin)-api/app$', '^@jobboard/edge(/front-end)?$'] }),
      ],
    },
  },
  {
    // Bundler configs run in Node at build time, not in the browser app they sit in:
    // they may use the build-time federation lib.
    // Workspace commands (npm start, npm test, the front-end build) assemble the apps themselves.
    files: ['apps/*/rspack.config.ts', 'tools/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
