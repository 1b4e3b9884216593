import { readFileSync } from 'node:fs';
import { globSync } from 'node:fs';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { buttonClass, type ButtonSize, type ButtonVariant } from '@/components/ui/button-styles';
import { inputClass } from '@/components/ui/input-styles';

/**
 * `cn` joins without resolving conflicts (components/ui/cn.ts): a class list must never hold two
 * classes for the same property, or Tailwind's order, not ours, decides which one shows.
 * tailwind-merge (a dev dependency only) tells: a list without conflicts comes back unchanged.
 */
const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'quiet', 'green', 'danger', 'inverse'];
const SIZES: ButtonSize[] = ['sm', 'md', 'field', 'lg'];

const sources = globSync(['app/**/*.tsx', 'components/**/*.tsx', 'pages/**/*.tsx']).map(
  (file) => [file, readFileSync(file, 'utf8')] as const,
);

describe('class lists hold one class per property', () => {
  it('every button variant and size', () => {
    for (const variant of VARIANTS)
      for (const size of SIZES) expect(twMerge(buttonClass(variant, size))).toBe(buttonClass(variant, size));
  });

  it('every input look, valid and invalid', () => {
    for (const invalid of [false, true]) {
      for (const look of [{}, { multiline: true }, { readOnly: true }])
        expect(twMerge(inputClass(invalid, look))).toBe(inputClass(invalid, look));
    }
  });

  it('every button in the code, with the classes it adds', () => {
    let calls = 0;
    for (const [file, text] of sources) {
      for (const match of text.matchAll(/buttonClass\('(\w+)', '(\w+)', '([^']+)'\)/g)) {
        calls += 1;
        const classes = buttonClass(match[1] as ButtonVariant, match[2] as ButtonSize, match[3]);
        expect(twMerge(classes), `${file}: ${match[0]}`).toBe(classes);
      }
    }
    expect(calls).toBeGreaterThan(20);
  });

  it('every input in the code, with the classes it adds', () => {
    let calls = 0;
    for (const [file, text] of sources) {
      for (const match of text.matchAll(/`\$\{inputClass\([^)]*\)\} ([^`]+)`/g)) {
        calls += 1;
        const classes = `${inputClass(false)} ${match[1]}`;
        // Tailwind writes a one-side padding after the two-side one, so `pr-8` after `px-3.5` is meant.
        expect(twMerge(classes).replace(/(^| )px-3\.5( |$)/, '$1'), `${file}: ${match[0]}`).toBe(
          classes.replace(/(^| )px-3\.5( |$)/, '$1'),
        );
      }
    }
    expect(calls).toBeGreaterThan(2);
  });
});
