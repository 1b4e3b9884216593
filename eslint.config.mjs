import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  { ignores: ['.next/**', '.next-*/**', '.data/**', 'node_modules/**', 'test-results/**', 'test-results-*/**', 'playwright-report/**', 'next-env.d.ts', '**/.scratch/**'] },
];

export default config;
