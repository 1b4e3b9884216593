import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pickMessages } from '@/lib/i18n/pick-messages';
import zh from '@/messages/zh.json';
import { declaredNamespaces, missingNamespaces, ROOT, routeFiles } from '../../scripts/client-namespaces.ts';

// A client component whose namespace is not sent shows its keys instead of words: every
// `useTranslations` in code that runs in the browser must be covered by a CLIENT_NAMESPACES
// declaration above it (its page, its layouts, or a lazily opened dialog's boundary).
describe('client messages', () => {
  const files = routeFiles();

  it('finds the route files and their declarations', () => {
    const byPath = new Map(files.map((entry) => [path.relative(ROOT, entry.file), entry]));
    expect(byPath.get('app/[locale]/(main)/epd/epdSearch/page.tsx')?.layouts.map((file) => path.relative(ROOT, file))).toEqual([
      'app/[locale]/layout.tsx',
      'app/[locale]/(main)/layout.tsx',
    ]);
    expect(declaredNamespaces(path.join(ROOT, 'app/[locale]/(main)/epd/epdSearch/page.tsx'))).toContain('epdCards');
  });

  it.each(files.map((entry) => [path.relative(ROOT, entry.file), entry] as const))('%s: every client namespace reaches its component', (_, entry) => {
    const available = new Set(entry.layouts.flatMap(declaredNamespaces));
    expect(missingNamespaces(entry.file, available)).toEqual([]);
  });

  it('would notice a namespace that does not reach its component', () => {
    // A page that renders a client component (and, through it, a shared card) without declaring their namespaces.
    const dir = mkdtempSync(path.join(tmpdir(), 'client-messages-'));
    writeFileSync(path.join(dir, 'card.tsx'), "import { useTranslations } from 'next-intl';\nexport function Card() { const t = useTranslations('epdCards'); return t('x'); }\n");
    writeFileSync(path.join(dir, 'more.tsx'), "'use client';\nimport { useTranslations } from 'next-intl';\nimport { Card } from './card';\nexport function More() { useTranslations('content.more'); return <Card />; }\n");
    writeFileSync(path.join(dir, 'page.tsx'), "import { More } from './more';\nexport default function Page() { return <More />; }\n");
    writeFileSync(path.join(dir, 'declared.tsx'), "import { More } from './more';\nconst CLIENT_NAMESPACES = ['content'] as const;\nexport default function Page() { return <More />; }\n");
    try {
      expect(missingNamespaces(path.join(dir, 'page.tsx'), new Set(['errors'])).map((item) => item.namespace).sort()).toEqual(['content', 'epdCards']);
      expect(missingNamespaces(path.join(dir, 'declared.tsx'), new Set(['epdCards']))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('declares only namespaces that exist, and hands each declaration to a provider', () => {
    for (const { file } of files) {
      const declared = declaredNamespaces(file);
      for (const namespace of declared) expect(Object.keys(zh), `${path.relative(ROOT, file)}: ${namespace}`).toContain(namespace);
      if (declared.length > 0) expect(readFileSync(file, 'utf8'), path.relative(ROOT, file)).toMatch(/(namespaces=\{CLIENT_NAMESPACES\}|pickMessages\(.*CLIENT_NAMESPACES\))/);
    }
  });

  it('picks only the namespaces asked for', () => {
    expect(Object.keys(pickMessages(zh, ['nav', 'login', 'nope']))).toEqual(['nav', 'login']);
  });
});
