import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.nx/**', '**/.data/**', '**/coverage/**', 'tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      // Dependencies point one way: apps -> libs; portals never import each other;
      // browser code never imports server code (STYLE.md).
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:lib'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:lib', 'type:app'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared', 'scope:public', 'scope:employer', 'scope:veteran', 'scope:admin'] },
            { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shared', 'scope:shell'] },
            { sourceTag: 'scope:public', onlyDependOnLibsWithTags: ['scope:shared', 'scope:public'] },
            { sourceTag: 'scope:employer', onlyDependOnLibsWithTags: ['scope:shared', 'scope:employer'] },
            { sourceTag: 'scope:veteran', onlyDependOnLibsWithTags: ['scope:shared', 'scope:veteran'] },
            { sourceTag: 'scope:admin', onlyDependOnLibsWithTags: ['scope:shared', 'scope:admin'] },
            { sourceTag: 'platform:universal', onlyDependOnLibsWithTags: ['platform:universal'] },
            { sourceTag: 'platform:browser', onlyDependOnLibsWithTags: ['platform:browser', 'platform:universal'] },
            { sourceTag: 'platform:server', onlyDependOnLibsWithTags: ['platform:server', 'platform:universal'] },
            { sourceTag: 'platform:build', onlyDependOnLibsWithTags: ['platform:build', 'platform:universal'] },
          ],
        },
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
