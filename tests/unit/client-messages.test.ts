import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  covers,
  mergeMessages,
  messagesAt,
  pickMessages,
  SERVER_ONLY_MESSAGES,
} from '@/lib/i18n/pick-messages';
import zh from '@/messages/zh.json';
import {
  declaredNamespaces,
  missingNamespaces,
  PRODUCT_PAGE,
  ROOT,
  routeFiles,
} from '../../scripts/client-namespaces.ts';

// A client component whose namespace is not sent shows its keys instead of words: every
// `useTranslations` in code that runs in the browser must be covered by a CLIENT_NAMESPACES
// declaration above it (its page, its layouts, or a lazily opened dialog's boundary).
describe('client messages', () => {
  const files = routeFiles();

  it('finds the route files and their declarations', () => {
    const byPath = new Map(files.map((entry) => [path.relative(ROOT, entry.file), entry]));
    expect(
      byPath
        .get('app/[locale]/(main)/epd/epdSearch/page.tsx')
        ?.layouts.map((file) => path.relative(ROOT, file)),
    ).toEqual(['app/[locale]/layout.tsx', 'app/[locale]/(main)/layout.tsx']);
    expect(declaredNamespaces(path.join(ROOT, 'app/[locale]/(main)/epd/epdSearch/page.tsx'))).toContain(
      'epdCards',
    );
  });

  it.each(files.map((entry) => [path.relative(ROOT, entry.file), entry] as const))(
    '%s: every client namespace reaches its component',
    (_, entry) => {
      const available = new Set(entry.layouts.flatMap(declaredNamespaces));
      expect(missingNamespaces(entry.file, available)).toEqual([]);
    },
  );

  it('the product page (Pages Router) carries every namespace it renders with', () => {
    const declared = declaredNamespaces(PRODUCT_PAGE);
    expect(declared).toContain('productPage');
    expect(missingNamespaces(PRODUCT_PAGE, new Set(), { allRead: true })).toEqual([]);
    for (const namespace of declared) expect(messagesAt(zh, namespace), namespace).toBeDefined();
    expect(readFileSync(PRODUCT_PAGE, 'utf8')).toMatch(/pickMessages\(\w+, CLIENT_NAMESPACES\)/);
    // Server-rendered modules count here: the sheet's GWP scale, two imports down, needs `gwp`.
    const sheet = path.join(ROOT, 'components/epd/product-sheet.tsx');
    expect(
      missingNamespaces(sheet, new Set(declared.filter((namespace) => namespace !== 'gwp')), {
        allRead: true,
      }),
    ).toContainEqual({
      file: 'components/epd/gwp-scale.tsx',
      namespace: 'gwp',
    });
  });

  it('would notice a namespace that does not reach its component', () => {
    // A page that renders a client component (and, through it, a shared card) without declaring their namespaces.
    const dir = mkdtempSync(path.join(tmpdir(), 'client-messages-'));
    writeFileSync(
      path.join(dir, 'card.tsx'),
      "import { useTranslations } from 'next-intl';\nexport function Card() { const t = useTranslations('epdCards'); return t('x'); }\n",
    );
    writeFileSync(
      path.join(dir, 'more.tsx'),
      "'use client';\nimport { useTranslations } from 'next-intl';\nimport { Card } from './card';\nexport function More() { useTranslations('content.more'); return <Card />; }\n",
    );
    writeFileSync(
      path.join(dir, 'page.tsx'),
      "import { More } from './more';\nexport default function Page() { return <More />; }\n",
    );
    writeFileSync(
      path.join(dir, 'declared.tsx'),
      "import { More } from './more';\nconst CLIENT_NAMESPACES = ['content'] as const;\nexport default function Page() { return <More />; }\n",
    );
    try {
      expect(
        missingNamespaces(path.join(dir, 'page.tsx'), new Set(['errors']))
          .map((item) => item.namespace)
          .sort(),
      ).toEqual(['content.more', 'epdCards']);
      expect(missingNamespaces(path.join(dir, 'declared.tsx'), new Set(['epdCards']))).toEqual([]);
      // a server-only table is not sent with its namespace: the page must name it
      writeFileSync(
        path.join(dir, 'refusal.tsx'),
        "'use client';\nimport { useTranslations } from 'next-intl';\nexport function Refusal() { return useTranslations('errors.bff')('UPLOAD_EMPTY'); }\n",
      );
      writeFileSync(
        path.join(dir, 'upload.tsx'),
        "import { Refusal } from './refusal';\nexport default function Page() { return <Refusal />; }\n",
      );
      expect(
        missingNamespaces(path.join(dir, 'upload.tsx'), new Set(['errors'])).map((item) => item.namespace),
      ).toEqual(['errors.bff']);
      expect(missingNamespaces(path.join(dir, 'upload.tsx'), new Set(['errors', 'errors.bff']))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('declares only namespaces that exist, and hands each declaration to a provider', () => {
    for (const { file } of files) {
      const declared = declaredNamespaces(file);
      for (const namespace of declared)
        expect(messagesAt(zh, namespace), `${path.relative(ROOT, file)}: ${namespace}`).toBeDefined();
      if (declared.length > 0)
        expect(readFileSync(file, 'utf8'), path.relative(ROOT, file)).toMatch(
          /(namespaces=\{CLIENT_NAMESPACES\}|pickMessages\(.*CLIENT_NAMESPACES\))/,
        );
    }
  });

  it('picks only the namespaces asked for', () => {
    expect(Object.keys(pickMessages(zh, ['nav', 'login', 'nope']))).toEqual(['nav', 'login']);
  });

  it('leaves the server-only tables out of a namespace picked whole, and sends one when it is named', () => {
    const whole = pickMessages(zh, ['errors']);
    for (const part of SERVER_ONLY_MESSAGES) expect(messagesAt(whole, part), part).toBeUndefined();
    expect(messagesAt(whole, 'errors.pageFailedTitle')).toBe(zh.errors.pageFailedTitle);
    expect(messagesAt(whole, 'errors.generic')).toBe(zh.errors.generic);
    // the message files themselves keep them for the server
    expect(messagesAt(zh, 'errors.bff.UPLOAD_TOO_LARGE')).toBe(zh.errors.bff.UPLOAD_TOO_LARGE);

    const both = pickMessages(zh, ['errors', 'errors.bff']);
    expect(messagesAt(both, 'errors.bff')).toEqual(zh.errors.bff);
    expect(messagesAt(both, 'errors.http')).toBeUndefined();
    expect(messagesAt(both, 'errors.generic')).toBe(zh.errors.generic);
  });

  it('sends a dotted part of a namespace alone', () => {
    expect(pickMessages(zh, ['guards.notice'])).toEqual({ guards: { notice: zh.guards.notice } });
    expect(pickMessages(zh, ['guards.nope'])).toEqual({});
  });

  it("adds a boundary's messages to those above it, object by object", () => {
    const above = pickMessages(zh, ['errors', 'nav']);
    const merged = mergeMessages(above, pickMessages(zh, ['errors.bff']));
    expect(messagesAt(merged, 'errors.generic')).toBe(zh.errors.generic);
    expect(messagesAt(merged, 'errors.bff.UPLOAD_EMPTY')).toBe(zh.errors.bff.UPLOAD_EMPTY);
    expect(messagesAt(merged, 'nav')).toEqual(zh.nav);
    expect(messagesAt(above, 'errors.bff')).toBeUndefined();
  });

  it('counts a part as sent only when its boundary sends it', () => {
    expect(covers('content', 'content.more')).toBe(true);
    expect(covers('content', 'contents')).toBe(false);
    expect(covers('guards.notice', 'guards')).toBe(false);
    expect(covers('errors', 'errors')).toBe(true);
    expect(covers('errors', 'errors.bff')).toBe(false);
    expect(covers('errors.bff', 'errors.bff')).toBe(true);
  });
});
