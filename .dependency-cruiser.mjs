import { libParts, PORTAL } from './architecture.mjs';

/**
 * The resolved import graph of the portal against architecture.mjs: no cycles (type-only imports
 * included), and lib parts importing only parts in lower layers of its
 * table, whatever the spelling of the import (`@/…` or relative).
 */
const escape = (text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
const pathSource = (path) => (path.endsWith('.ts') ? `^${escape(path)}$` : `^${escape(path)}/`);
const partSource = (part) => pathSource(part.path);

function layerRules(part) {
  const others = libParts().filter((other) => other.name !== part.name);
  const sameLayer = others.filter((other) => other.layer === part.layer).map(partSource);
  const below = others.filter((other) => other.layer < part.layer).map(partSource);
  const rules = [
    {
      name: 'lib-imports-upward',
      comment: `${part.path} (layer ${part.layer}) imports only parts in lower layers of architecture.mjs LIB_LAYERS`,
      severity: 'error',
      from: { path: partSource(part) },
      to: { path: '^lib/', pathNot: [partSource(part), ...below, ...sameLayer] },
    },
  ];
  if (sameLayer.length > 0) {
    rules.push({
      name: 'lib-imports-same-layer',
      comment: `${part.path} (layer ${part.layer}) never imports a part of its own layer in architecture.mjs LIB_LAYERS`,
      severity: 'error',
      from: { path: partSource(part) },
      to: { path: sameLayer },
    });
  }
  return rules;
}

const config = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'The portal has no import cycles (architecture.mjs), type-only imports included.',
      severity: 'error',
      from: { path: PORTAL.map(pathSource) },
      to: { circular: true },
    },
    ...libParts().flatMap(layerRules),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(\\.next|\\.next-[^/]+|\\.data|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};

export default config;
