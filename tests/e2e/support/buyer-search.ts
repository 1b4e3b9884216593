import type { Page } from '@playwright/test';

/** The buyers' search as its users read it (messages/*.json `buyerSearch`), in both languages. */
export const BUYER_TEXTS = {
  zh: {
    prefix: '',
    form: '查询声明',
    submit: '查询',
    gwpMin: 'GWP 下限',
    gwpMax: 'GWP 上限',
    validity: '有效期',
    valid: '有效',
    sort: '排序',
    byGwp: 'GWP 从低到高',
    company: '企业',
    pcr: '产品种类规则',
    total: (n: number) => `共 ${n} 条声明`,
    sortedByGwp: '排序：GWP 从低到高',
    chips: ['有效期：有效', 'GWP：500–2,200 kg CO₂e/t'],
    more: '加载更多',
    compare: /^对比/,
    uncompare: /^移出对比/,
    chosen: (n: number) => `已选 ${n} 条声明`,
    compareLink: '声明对比',
    range: { min: 500, max: 2200 },
    locale: 'zh-CN',
  },
  en: {
    prefix: '/en',
    form: 'Search declarations',
    submit: 'Search',
    gwpMin: 'Minimum GWP',
    gwpMax: 'Maximum GWP',
    validity: 'Validity',
    valid: 'Valid now',
    sort: 'Sort by',
    byGwp: 'Lowest GWP first',
    company: 'Company',
    pcr: 'PCR',
    total: (n: number) => `${n} declarations`,
    sortedByGwp: 'Sort: Lowest GWP first',
    chips: ['Validity: Valid now', 'GWP: 600–2,150 kg CO₂e/t'],
    more: 'Load more',
    compare: /^Compare/,
    uncompare: /^Remove from compare/,
    chosen: (n: number) => (n === 1 ? '1 declaration chosen' : `${n} declarations chosen`),
    compareLink: 'Compare declarations',
    range: { min: 600, max: 2150 },
    locale: 'en-US',
  },
} as const;

export type BuyerLang = keyof typeof BUYER_TEXTS;

/** Fills the search form the way a buyer does: GWP range, "valid now", lowest GWP first; then searches. */
export async function searchValidInRange(
  page: Page,
  lang: BuyerLang,
  range: { min: number; max: number } = BUYER_TEXTS[lang].range,
): Promise<void> {
  const t = BUYER_TEXTS[lang];
  const form = page.getByRole('search', { name: t.form });
  await form.getByRole('spinbutton', { name: t.gwpMin }).fill(String(range.min));
  await form.getByRole('spinbutton', { name: t.gwpMax }).fill(String(range.max));
  await form.getByRole('combobox', { name: t.validity }).selectOption({ label: t.valid });
  await form.getByRole('combobox', { name: t.sort }).selectOption({ label: t.byGwp });
  await form.getByRole('button', { name: t.submit, exact: true }).click();
}
