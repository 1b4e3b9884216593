import { readFile } from 'node:fs/promises';
import { expect, expectCleanPage, test } from './support/fixtures';
import { headLinksOf, seededNotices, upstreamPost } from './support/content';

type SeededNoticeDetail = { id: number; title: string; attachmentList: { id: number; name: string }[] };

/** The seeded notice with the most attachments (the stainless-steel call for comments has 2). */
async function noticeWithAttachments(lang: 'zh' | 'en'): Promise<SeededNoticeDetail> {
  const { list } = await seededNotices(lang);
  const details = await Promise.all(
    list.map((notice) => upstreamPost<SeededNoticeDetail>('/n/announcement/get', { id: notice.id }, lang)),
  );
  return details.sort((a, b) => b.attachmentList.length - a.attachmentList.length)[0]!;
}

test.describe('notices', () => {
  test('the list shows 4 notices, newest first, and "more" appends the rest (zh)', async ({
    page,
    watch,
  }) => {
    const seeded = await seededNotices('zh');
    await page.goto('/NoticeInformationPage');
    await expect(page.getByRole('heading', { level: 1, name: '通知公告' })).toBeVisible();
    const titles = page.getByRole('main').getByRole('heading', { level: 3 });
    await expect(titles).toHaveText(seeded.list.slice(0, 4).map((notice) => notice.title));
    await page.getByRole('link', { name: '加载更多' }).click();
    await expect(titles).toHaveCount(Math.min(8, seeded.totals));
    await expect(page).toHaveURL(/\/NoticeInformationPage\?page=2$/);
    if (seeded.totals <= 8) await expect(page.getByRole('link', { name: '加载更多' })).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      /\/NoticeInformationPage\/rss\.xml$/,
    );
    expectCleanPage(watch);
  });

  test('a notice lists its attachments, and anyone downloads them under their Chinese names (zh)', async ({
    page,
    watch,
  }) => {
    const notice = await noticeWithAttachments('zh');
    expect(notice.attachmentList.length).toBeGreaterThanOrEqual(2);
    await page.goto('/NoticeInformationPage');
    await page.getByRole('link', { name: notice.title }).click();
    await expect(page).toHaveURL(new RegExp(`/NoticeInformationPage/Notice\\?id=${notice.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notice.title);
    const attachments = page.getByRole('region', { name: `附件（${notice.attachmentList.length}）` });
    await expect(attachments.getByRole('link')).toHaveCount(notice.attachmentList.length);

    const first = notice.attachmentList[0]!;
    const downloadPromise = page.waitForEvent('download');
    await attachments
      .getByRole('link', { name: new RegExp(first.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(first.name);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expectCleanPage(watch);
  });

  test('only the files a notice lists can be fetched through it', async ({ request }) => {
    const notice = await noticeWithAttachments('zh');
    const listed = await request.get(
      `/api/files/public/notices/${notice.id}/${notice.attachmentList[0]!.id}`,
    );
    expect(listed.status()).toBe(200);
    expect(listed.headers()['content-disposition']).toMatch(/^attachment;/);
    // Another attachment id (here a neighbour) through this notice: refused, never streamed.
    const other = await request.get(
      `/api/files/public/notices/${notice.id}/${notice.attachmentList[0]!.id + 1000}`,
    );
    expect(other.status()).toBe(404);
    expect((await other.json()).error.code).toBe('FILE_NOT_FOUND');
  });

  test('an English notice shows its body, attachments and alternates (en)', async ({ page, watch }) => {
    const notice = await noticeWithAttachments('en');
    await page.goto(`/en/NoticeInformationPage/Notice?id=${notice.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notice.title);
    await expect(
      page.getByRole('region', { name: `Attachments (${notice.attachmentList.length})` }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: '← Back to all notices' })).toBeVisible();
    const { canonical, alternates } = await headLinksOf(page);
    expect(canonical).toBe(`${process.env.E2E_PORTAL_URL}/en/NoticeInformationPage/Notice?id=${notice.id}`);
    expect(alternates['zh-CN']).toBe(
      `${process.env.E2E_PORTAL_URL}/NoticeInformationPage/Notice?id=${notice.id}`,
    );
    expect(alternates['x-default']).toBe(alternates['zh-CN']);
    const response = await page.goto('/en/NoticeInformationPage/Notice?id=424242');
    expect(response?.status()).toBe(404);
    expectCleanPage(watch);
  });
});
