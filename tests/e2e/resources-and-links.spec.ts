import { readFile } from 'node:fs/promises';
import { expect, expectCleanPage, test } from './support/fixtures';
import { upstreamGet, upstreamPost } from './support/content';

type SeededResource = { id: number; resourceName: string; enResourceFileId: number | null };
type ResourceType = { id: number; itemValue: string };
type LinkType = { code: string; name: string };
type FriendlyLink = { id: number; companyName: string; typeCode: string; attachmentId: number; link: string };

const resourcesOf = (type: number, lang: 'zh' | 'en' = 'zh') =>
  upstreamPost<{ list: SeededResource[]; totals: number }>(
    '/n/resource/manage/page',
    { type, pageNum: 1, pageSize: 100 },
    lang,
  );

test.describe('resources', () => {
  test('tabs by resource type, 5 a page, and "more" only when a tab holds more than 5 (zh)', async ({
    page,
    watch,
  }) => {
    const types = await upstreamGet<ResourceType[]>('/n/dict/list/RESOURCE_TYPE');
    expect(types.map((type) => type.id)).toEqual([255, 256, 257]);
    await page.goto('/resources');
    const tabs = page.getByRole('navigation', { name: '资源类型' });
    await expect(tabs.getByRole('link')).toHaveText(types.map((type) => type.itemValue));
    await expect(tabs.getByRole('link', { name: types[0]!.itemValue })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const cards = page.getByRole('main').getByRole('article');
    for (const type of types) {
      const seeded = await resourcesOf(type.id);
      await tabs.getByRole('link', { name: type.itemValue }).click();
      await expect(page).toHaveURL(new RegExp(`/resources\\?type=${type.id}$`));
      await expect(tabs.getByRole('link', { name: type.itemValue })).toHaveAttribute('aria-current', 'page');
      await expect(cards).toHaveCount(Math.min(5, seeded.totals));
      await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText(seeded.list[0]!.resourceName);
      const more = page.getByRole('link', { name: '加载更多' });
      if (seeded.totals > 5) {
        await more.click();
        await expect(cards).toHaveCount(Math.min(10, seeded.totals));
        await expect(page).toHaveURL(new RegExp(`type=${type.id}&page=2$`));
      } else {
        await expect(more).toHaveCount(0);
      }
    }
    expectCleanPage(watch);
  });

  test('anyone downloads a resource; one without an English file says so (en)', async ({ page, watch }) => {
    const seeded = await resourcesOf(255, 'en');
    const chineseOnly = seeded.list.find((resource) => resource.enResourceFileId === null)!;
    await page.goto('/en/resources?type=255');
    const card = page.getByRole('article').filter({ hasText: chineseOnly.resourceName });
    await expect(card.getByText('Available in Chinese only')).toBeVisible();
    await expect(card.getByRole('link', { name: 'English' })).toHaveCount(0);
    const downloadPromise = page.waitForEvent('download');
    await card.getByRole('link', { name: 'Chinese' }).click();
    const download = await downloadPromise;
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    expectCleanPage(watch);
  });
});

test.describe('friendly links', () => {
  test('tabs by link type, logos from upstream, and initials where there is no logo (zh)', async ({
    page,
    watch,
  }) => {
    const types = (
      await upstreamPost<{ list: LinkType[] }>('/n/friendly/type', {
        pageNum: 1,
        pageSize: 10,
        inlet: 'USER',
      })
    ).list;
    const links = await upstreamGet<FriendlyLink[]>('/n/friendly/link');
    await page.goto('/Links');
    const tabs = page.getByRole('navigation', { name: '机构类型' });
    await expect(tabs.getByRole('link')).toHaveText(types.map((type) => type.name));

    const withoutLogo = links.find((link) => link.attachmentId === 3790)!;
    const type = types.find((candidate) => candidate.code === withoutLogo.typeCode)!;
    await tabs.getByRole('link', { name: type.name }).click();
    await expect(page).toHaveURL(new RegExp(`/Links\\?type=${type.code}$`));
    const ofType = links.filter((link) => link.typeCode === type.code);
    const cards = page.getByRole('region', { name: type.name }).getByRole('link');
    await expect(cards).toHaveCount(ofType.length);

    const bare = cards.filter({ hasText: withoutLogo.companyName });
    await expect(bare.getByTestId('link-initials')).toHaveText(withoutLogo.companyName.slice(0, 2));
    await expect(bare.locator('img')).toHaveCount(0);
    await expect(bare).toHaveAttribute(
      'href',
      new RegExp(`^${withoutLogo.link.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    await expect(bare).toHaveAttribute('target', '_blank');
    await expect(bare).toHaveAttribute('rel', 'noopener noreferrer');

    const withLogo = ofType.find((link) => link.attachmentId !== 3790)!;
    const logo = cards.filter({ hasText: withLogo.companyName }).locator('img');
    await expect(logo).toHaveAttribute('src', `/api/files/public/links/${withLogo.id}/logo`);
    // Lazy (PlainImage): it is decoded once the browser gets to it.
    await logo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // The no-logo marker is never fetched.
    expect((await page.request.get(`/api/files/public/links/${withoutLogo.id}/logo`)).status()).toBe(404);
    expectCleanPage(watch);
  });

  test('English names and tabs (en)', async ({ page, watch }) => {
    const types = (
      await upstreamPost<{ list: LinkType[] }>(
        '/n/friendly/type',
        { pageNum: 1, pageSize: 10, inlet: 'USER' },
        'en',
      )
    ).list;
    const links = await upstreamGet<FriendlyLink[]>('/n/friendly/link', 'en');
    const last = types.at(-1)!;
    await page.goto(`/en/Links?type=${last.code}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Links' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Organisation types' }).getByRole('link', { name: last.name }),
    ).toHaveAttribute('aria-current', 'page');
    for (const link of links.filter((candidate) => candidate.typeCode === last.code)) {
      await expect(page.getByRole('main').getByText(link.companyName, { exact: true })).toBeVisible();
    }
    expectCleanPage(watch);
  });
});
