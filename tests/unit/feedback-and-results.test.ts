import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { webviewPage, WEBVIEW_CODES } from '@/lib/content/webview';
import {
  EMPTY_FEEDBACK,
  FEEDBACK_LIMITS,
  FEEDBACK_VISITOR_DRAFT,
  feedbackDefaults,
  feedbackDraftKey,
} from '@/lib/feedback/dto';
import { feedbackFormSchema, feedbackSendSchema } from '@/lib/feedback/schemas';
import { RESULT_CODES, RESULT_LINK_HREF, resultFor, VERIFICATION_RESULT } from '@/lib/results/result-codes';
import { ROLE_PAGES } from '@/lib/site/role-pages';
import { toFieldErrors } from '@/lib/validation/field-errors';

const errorsOf = (result: { success: boolean; error?: Parameters<typeof toFieldErrors>[0] }) =>
  result.success ? {} : toFieldErrors(result.error!);

const filled = {
  companyName: '宝钢股份',
  name: '王工',
  phone: '021-2664 7000',
  email: 'wang@baosteel.example',
  message: '请问 EPD 的年度维护怎么收费？',
};

describe('the feedback form (business.md 2.2, 5: all required, e-mail valid; limits of upstream/README.md)', () => {
  it('accepts a filled form', () => {
    expect(feedbackFormSchema.safeParse(filled).success).toBe(true);
  });

  it('names every missing field, and a blank is missing', () => {
    expect(errorsOf(feedbackFormSchema.safeParse({ ...EMPTY_FEEDBACK, name: '   ' }))).toEqual({
      companyName: { key: 'companyNameRequired' },
      name: { key: 'nameRequired' },
      phone: { key: 'phoneRequired' },
      email: { key: 'emailRequired' },
      message: { key: 'messageRequired' },
    });
  });

  it('wants a valid e-mail and a phone of 5–20 digits, + - ( ) and spaces', () => {
    expect(errorsOf(feedbackFormSchema.safeParse({ ...filled, email: 'wang@', phone: '12ab' }))).toEqual({
      email: { key: 'emailInvalid' },
      phone: { key: 'phoneInvalid' },
    });
    for (const phone of ['13800138000', '+86 (21) 2664-7000', '96169'])
      expect(feedbackFormSchema.safeParse({ ...filled, phone }).success).toBe(true);
    for (const phone of ['1234', '1'.repeat(21), '138-0013-800x'])
      expect(feedbackFormSchema.safeParse({ ...filled, phone }).success).toBe(false);
  });

  it('holds the platform limits: company 100, name 32, message 2000', () => {
    expect(FEEDBACK_LIMITS).toEqual({ companyName: 100, name: 32, message: 2000 });
    expect(
      errorsOf(
        feedbackFormSchema.safeParse({
          ...filled,
          companyName: 'x'.repeat(101),
          name: 'x'.repeat(33),
          message: 'x'.repeat(2001),
        }),
      ),
    ).toEqual({
      companyName: { key: 'tooLong', values: { max: 100 } },
      name: { key: 'tooLong', values: { max: 32 } },
      message: { key: 'tooLong', values: { max: 2000 } },
    });
    expect(
      feedbackFormSchema.safeParse({
        ...filled,
        companyName: 'x'.repeat(100),
        name: 'x'.repeat(32),
        message: 'x'.repeat(2000),
      }).success,
    ).toBe(true);
  });

  it('is not sent without the slider puzzle’s verification', () => {
    expect(errorsOf(feedbackSendSchema.safeParse(filled))).toEqual({
      captchaVerification: { key: 'required' },
    });
    expect(errorsOf(feedbackSendSchema.safeParse({ ...filled, captchaVerification: '' }))).toEqual({
      captchaVerification: { key: 'captchaRequired' },
    });
    expect(
      feedbackSendSchema.safeParse({ ...filled, captchaVerification: 'G9SZygOxPyG0IeLT0t3AYu==' }).success,
    ).toBe(true);
  });

  it('keeps a visitor’s draft under the visitor key and a user’s under their id', () => {
    expect(feedbackDraftKey(undefined)).toBe(FEEDBACK_VISITOR_DRAFT);
    expect(feedbackDraftKey(7)).toBe('feedback:7');
    expect(feedbackDraftKey('7')).not.toBe(FEEDBACK_VISITOR_DRAFT);
  });

  it('starts a signed-in user’s form with the company and the account’s phone or e-mail', () => {
    expect(feedbackDefaults(undefined)).toEqual(EMPTY_FEEDBACK);
    expect(feedbackDefaults({ companyName: '宝钢股份', userAccount: '13800138000' })).toEqual({
      ...EMPTY_FEEDBACK,
      companyName: '宝钢股份',
      phone: '13800138000',
    });
    expect(feedbackDefaults({ companyName: null, userAccount: 'demo@lowcarbonsteel.example' })).toEqual({
      ...EMPTY_FEEDBACK,
      email: 'demo@lowcarbonsteel.example',
    });
  });
});

describe('the result page codes (accounts.md 4.9, business.md 2.2)', () => {
  it('knows every code of the spec, and anything else is a verification request', () => {
    expect([...RESULT_CODES].sort()).toEqual(
      ['1', '10', '2', '4', '5', '6', '7', 'CFP', 'EPD', 'other'].sort(),
    );
    expect(resultFor(undefined).code).toBe('other');
    expect(resultFor('verification').code).toBe('other');
    expect(resultFor('https://example.com').code).toBe('other');
    expect(VERIFICATION_RESULT).toBe('other');
  });

  it('gives each code its way on', () => {
    const hrefs = (type: string) => resultFor(type).links.map((link) => RESULT_LINK_HREF[link]);
    expect(hrefs('10')[0]).toBe('/dtpfg/dtpfgApplyFor');
    expect(hrefs('10')).toContain('/user');
    // The evaluation is followed in My EPD's low-carbon steel tab (business.md 2.2).
    expect(hrefs('10')[1]).toBe('/epd/mineEpd?type=LCES');
    // The list of the user's PCR applications on /Pcr/minePcr.
    expect(hrefs('2')[0]).toBe('/Pcr/minePcr#pcr-applications');
    expect(hrefs('EPD')[0]).toBe('/epd/mineEpd?type=EPD');
    expect(hrefs('CFP')[0]).toBe('/epd/mineEpd?type=CFP');
    expect(hrefs('1')[0]).toBe('/epd/mineEpd?type=EPD');
    expect(hrefs('other')[0]).toBe('/epd/verification');
    expect(hrefs('4')).toEqual(['/']);
    expect(hrefs('6')).toEqual(['/', '/user']);
    // business.md 2.2: every code offers /user or / (code 10 continues the application, then /user).
    for (const code of RESULT_CODES)
      expect(hrefs(code).some((href) => href === '/' || href === '/user')).toBe(true);
  });

  it('has a title, a body and link words for every code, in both languages', () => {
    for (const messages of [zh, en]) {
      const result = messages.result as Record<string, Record<string, string>>;
      for (const code of RESULT_CODES) {
        expect(result[code]?.title, code).toBeTruthy();
        expect(result[code]?.body, code).toBeTruthy();
        for (const link of resultFor(code).links) expect(result.link?.[link], link).toBeTruthy();
      }
    }
  });
});

describe('the role pages and /webview', () => {
  it('words every role, step and action of both pages in both languages, and links only the spec’s routes', () => {
    for (const messages of [zh, en]) {
      for (const [role, page] of Object.entries(ROLE_PAGES)) {
        type Words = Record<
          string,
          Record<string, { title?: string; body?: string } | undefined> | undefined
        >;
        const words = (messages.rolePages as unknown as Record<string, Words>)[role]!;
        for (const key of page.roles)
          expect(words.roles?.[key]?.title && words.roles?.[key]?.body, `${role}.roles.${key}`).toBeTruthy();
        for (const key of page.steps)
          expect(words.steps?.[key]?.title && words.steps?.[key]?.body, `${role}.steps.${key}`).toBeTruthy();
        for (const action of page.actions)
          expect(
            words.actions?.[action.key]?.title && words.actions?.[action.key]?.body,
            `${role}.actions.${action.key}`,
          ).toBeTruthy();
        for (const link of [page.primary, page.secondary])
          expect(page.actions.some((action) => action.key === link.key && action.href === link.href)).toBe(
            true,
          );
      }
    }
    const hrefs = Object.values(ROLE_PAGES).flatMap((page) => page.actions.map((action) => action.href));
    for (const href of hrefs) expect(href).toMatch(/^\/[A-Za-z/]+$/);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/Epd',
        '/epd/epdApplyFor',
        '/epd/verification',
        '/dtpfg/dtpfgApplyFor',
        '/Pcr/pcrApplyFor',
        '/epd/mineEpd',
        '/epd/epdSearch',
      ]),
    );
  });

  it('opens only the platform pages it knows by code, never an address', () => {
    expect(WEBVIEW_CODES).toEqual(['about', 'service', 'pricing']);
    for (const code of WEBVIEW_CODES) expect(webviewPage(code)).toBe(code);
    for (const bad of [
      undefined,
      '',
      'https://evil.example',
      '//evil.example',
      '/about',
      'ABOUT',
      'serve',
      'constructor',
      '__proto__',
    ]) {
      expect(webviewPage(bad)).toBeNull();
    }
  });
});
