import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const enLeaves = leaves(en as Tree);
const zhLeaves = leaves(zh as Tree);

describe('messages', () => {
  it('zh and en have exactly the same keys', () => {
    const onlyEn = [...enLeaves.keys()].filter((key) => !zhLeaves.has(key));
    const onlyZh = [...zhLeaves.keys()].filter((key) => !enLeaves.has(key));
    expect({ onlyEn, onlyZh }).toEqual({ onlyEn: [], onlyZh: [] });
  });

  it('no message is empty', () => {
    const empty = [...enLeaves, ...zhLeaves].filter(([, value]) => value.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('placeholders match between the languages', () => {
    // An argument is `{name}` or `{name, plural, …}`; words inside plural branches are not.
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\s*[},]/g)].map((m) => m[1]).sort();
    const mismatched = [...enLeaves].filter(([key, value]) => {
      const other = zhLeaves.get(key);
      return other !== undefined && placeholders(value).join() !== placeholders(other).join();
    });
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('Chinese texts are translated, not copied from English', () => {
    // Names of languages are written in their own language on purpose; an example address is an address.
    const sameByDesign = new Set([
      'language.short.en',
      'language.name.en',
      'language.short.zh',
      'language.name.zh',
      'account.emailPlaceholder',
    ]);
    const copied = [...zhLeaves].filter(
      ([key, value]) => !sameByDesign.has(key) && value === enLeaves.get(key) && /[A-Za-z]{4,}/.test(value),
    );
    expect(copied.map(([key]) => key)).toEqual([]);
  });
});
