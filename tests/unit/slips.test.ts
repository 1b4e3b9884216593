import { describe, expect, it } from 'vitest';
import { isRequiredField } from '@/components/forms/required-fields';
import { toEpdSummary } from '@/lib/epd/epd-summary';
import { feedbackFormSchema } from '@/lib/feedback/schemas';
import { ROLE_PAGES, roleActions } from '@/lib/site/role-pages';
import type { EpdRecord } from '@/lib/upstream/operations/epd';
import * as z from '@/lib/validation/zod';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';

// Small slips of the portal's own rules: which fields a form marks required, what a role page offers
// whom, and in which language a product's address is shown.

describe('a form field is marked required from its schema', () => {
  it('marks the fields whose schema refuses every empty value', () => {
    for (const name of ['companyName', 'name', 'phone', 'email', 'message'])
      expect(isRequiredField(feedbackFormSchema, name), name).toBe(true);
  });

  it('leaves optional fields, unknown fields and nested optional ones unmarked, and follows arrays', () => {
    const schema = z.object({
      note: z.optional(z.string()),
      kind: z.enum(['a', 'b']),
      files: z.array(z.string()).check(z.minLength(1)),
      extras: z.array(z.string()),
      items: z.array(z.object({ name: z.string().check(z.minLength(1)), remark: z.optional(z.string()) })),
    });
    expect(isRequiredField(schema, 'note')).toBe(false);
    expect(isRequiredField(schema, 'kind')).toBe(true);
    expect(isRequiredField(schema, 'files')).toBe(true);
    expect(isRequiredField(schema, 'extras')).toBe(false);
    expect(isRequiredField(schema, 'items.0.name')).toBe(true);
    expect(isRequiredField(schema, 'items.0.remark')).toBe(false);
    expect(isRequiredField(schema, 'missing')).toBe(false);
  });
});

describe('the role pages follow the viewer', () => {
  const page = ROLE_PAGES.steelMill;
  const keys = (actions: { key: string }[]) => actions.map((action) => action.key);

  it('badges only for visitors', () => {
    expect(roleActions(page, { signedIn: false }).filter((action) => action.badge)).not.toHaveLength(0);
    for (const companyStatus of [null, '0', '1', '2'])
      expect(roleActions(page, { signedIn: true, companyStatus }).some((action) => action.badge)).toBe(false);
  });

  it('offers company authentication only to a company that is not authenticated', () => {
    expect(keys(roleActions(page, { signedIn: false }))).toContain('enterprise');
    expect(keys(roleActions(page, { signedIn: true, companyStatus: null }))).toContain('enterprise');
    expect(keys(roleActions(page, { signedIn: true, companyStatus: '2' }))).toContain('enterprise');
    const pending = roleActions(page, { signedIn: true, companyStatus: '0' });
    expect(keys(pending)).not.toContain('enterprise');
    expect(pending.find((action) => action.key === 'authenticationPending')?.href).toBe('/user');
    for (const [role, rolePage] of Object.entries(ROLE_PAGES)) {
      const done = roleActions(rolePage, { signedIn: true, companyStatus: '1' });
      expect(keys(done), role).not.toContain('enterprise');
      expect(keys(done), role).toContain(rolePage.afterAuthentication.key);
    }
  });

  it('has words for every entry it may show, in both languages', () => {
    for (const messages of [zh, en]) {
      const words = messages.rolePages as unknown as Record<
        string,
        { actions: Record<string, { title?: string; body?: string }> }
      >;
      for (const [role, rolePage] of Object.entries(ROLE_PAGES)) {
        for (const key of [rolePage.afterAuthentication.key, 'authenticationPending']) {
          expect(words[role]?.actions[key]?.title, `${role}.${key}`).toBeTruthy();
          expect(words[role]?.actions[key]?.body, `${role}.${key}`).toBeTruthy();
        }
      }
    }
  });
});

describe('a product address on the English page', () => {
  const record = {
    id: 12,
    epdRegistrationNumber: 'EPD-CN-2025-0012',
    productName: '热轧钢卷 Q235B',
    productNameEn: 'Hot-rolled coil Q235B',
    companyName: '河钢股份有限公司',
    productType: 'EPD',
    productAddress: '河北省唐山市乐亭县河钢唐钢新区',
    productAddressEn: null,
  } as unknown as EpdRecord;

  it('is the Chinese one, said to be Chinese, when there is no English address', () => {
    const summary = toEpdSummary(record, 'en', '2026-11-22');
    expect(summary.productAddress).toBe('河北省唐山市乐亭县河钢唐钢新区');
    expect(summary.productAddressLang).toBe('zh');
  });

  it('is the English one where it exists', () => {
    const summary = toEpdSummary(
      { ...record, productAddressEn: 'HBIS Tangsteel New District, Tangshan, Hebei' } as EpdRecord,
      'en',
      '2026-11-22',
    );
    expect(summary.productAddressLang).toBe('en');
  });
});
