import { describe, expect, it } from 'vitest';
import { buildHeaderMenu } from '@/lib/site/menu';
import type { UpstreamMenuEntry } from '@/lib/upstream/operations/site';

const entry = (menuName: string, url: string, children: UpstreamMenuEntry[] = []): UpstreamMenuEntry => ({
  menuName,
  url,
  code: menuName.toUpperCase(),
  children,
});

const roots: UpstreamMenuEntry[] = [
  entry('root', '/', [
    entry('Home', '/'),
    entry('EPD', '/Epd', [entry('EPD search', '/epd/epdSearch')]),
    entry('PCR', '/Pcr'),
    entry('News', '/news'),
    entry('About', '/about', [entry('Third-party agency', '/thirdAgency')]),
    entry('Third-party agency', '/thirdAgency'),
  ]),
];

const labels = (items: ReturnType<typeof buildHeaderMenu>) => items.map((item) => item.label);

describe('buildHeaderMenu (accounts.md 2.1)', () => {
  it('reads data[0].children and keeps the sub-menus', () => {
    const menu = buildHeaderMenu(roots, { signedIn: false });
    expect(labels(menu)).toEqual(['Home', 'EPD', 'PCR', 'News', 'About']);
    expect(menu[1]?.children.map((child) => child.href)).toEqual(['/epd/epdSearch']);
  });

  it('removes /thirdAgency everywhere for company types other than 4', () => {
    for (const companyType of [undefined, null, 1, '2', 3]) {
      const menu = buildHeaderMenu(roots, { signedIn: false, companyType });
      expect(JSON.stringify(menu)).not.toContain('/thirdAgency');
    }
  });

  it('shows /thirdAgency to company type 4, as a number or a string', () => {
    expect(labels(buildHeaderMenu(roots, { signedIn: true, companyType: 4 }))).toContain(
      'Third-party agency',
    );
    expect(labels(buildHeaderMenu(roots, { signedIn: true, companyType: '4' }))).toContain(
      'Third-party agency',
    );
  });

  it('leaves out the second and third entries when signed in', () => {
    expect(labels(buildHeaderMenu(roots, { signedIn: true, companyType: 1 }))).toEqual([
      'Home',
      'News',
      'About',
    ]);
  });

  it('marks absolute URLs as external', () => {
    const menu = buildHeaderMenu([entry('root', '/', [entry('Tool', 'https://lca.example/tool')])], {
      signedIn: false,
    });
    expect(menu[0]?.external).toBe(true);
  });

  it('answers an empty menu for an empty answer', () => {
    expect(buildHeaderMenu([], { signedIn: false })).toEqual([]);
  });
});
