import tseslint from 'typescript-eslint'

/** Which of our top-level folders each folder may import (DESIGN.md, "Folders"). */
const boundaries = {
  catalogue: [],
  site: ['catalogue'],
  studio: ['catalogue'],
  'content-api': ['catalogue'],
  build: ['catalogue', 'site'],
}
const ours = ['catalogue', 'site', 'studio', 'content-api', 'build', 'scripts']

const boundaryRules = Object.entries(boundaries).map(([folder, allowed]) => ({
  files: [`${folder}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: ours
          .filter((other) => other !== folder && !allowed.includes(other))
          .map((other) => ({
            regex: `^(\\.\\./)+${other}(/|$)`,
            message: `${folder}/ may not import ${other}/ (see DESIGN.md: ${folder} may import ${allowed.join(', ') || 'nothing of ours'}).`,
          })),
      },
    ],
  },
}))

export default tseslint.config(
  { ignores: ['node_modules/', '.voix/', '.data/', 'dist', 'test-results/', 'playwright-report/'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  ...boundaryRules,
  {
    // Each Playwright worker has its own product server; only e2e/test.ts's `test` knows which (e2e/e2eServer.ts).
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', message: "Import from './test.ts': its `test` talks to this worker's own server.", allowTypeImports: true }] },
      ],
    },
  },
)
