import js from '@eslint/js'
import tseslint from 'typescript-eslint'

/** Lint rules for the whole repository; folder rules are checked by dependency-cruiser. */
export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'ui/routeTree.gen.ts', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ThrowStatement > ObjectExpression',
          message: 'Throw an Error or a tagged error, never a plain object.',
        },
      ],
    },
  },
  {
    files: ['core/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'The domain never reads storage: pass values in.' },
        { name: 'sessionStorage', message: 'The domain never reads storage: pass values in.' },
        { name: 'process', message: 'The domain never reads the environment: pass values in.' },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'Date',
          property: 'now',
          message: 'The domain never reads the clock: take `now` as an argument.',
        },
        {
          object: 'Math',
          property: 'random',
          message: 'The domain is deterministic: take random input as an argument.',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'The domain never reads the clock: take `now` as an argument.',
        },
      ],
    },
  },
  {
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          name: '@playwright/test',
          message: "Import from './fixtures': its `test` fails a journey on a hydration mismatch.",
        },
      ],
    },
  },
)
