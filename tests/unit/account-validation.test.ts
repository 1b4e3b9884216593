import { describe, expect, it } from 'vitest';
import { digitsOnly, MAINLAND_MOBILE, mobileDigits } from '@/lib/validation/account-input';
import { emailRegistrationSchema, smsLoginSchema, supplementSchema } from '@/lib/accounts/schemas';
import { companyAuthenticationSchema } from '@/lib/company-authentication/schemas';
import { passwordSchema } from '@/lib/validation/fields';
import { toFieldErrors } from '@/lib/validation/field-errors';

const errorsOf = (result: { success: boolean; error?: Parameters<typeof toFieldErrors>[0] }) =>
  result.success ? {} : toFieldErrors(result.error!);

describe('mainland mobile numbers (accounts.md 5)', () => {
  const valid = [
    '130',
    '139',
    '140',
    '141',
    '144',
    '145',
    '149',
    '150',
    '153',
    '155',
    '159',
    '162',
    '165',
    '166',
    '167',
    '170',
    '178',
    '180',
    '189',
    '190',
    '193',
    '195',
    '199',
  ];
  const invalid = [
    '142',
    '143',
    '154',
    '160',
    '161',
    '163',
    '164',
    '168',
    '169',
    '179',
    '194',
    '120',
    '110',
    '100',
  ];
  it.each(valid)('accepts %s…', (prefix) => expect(MAINLAND_MOBILE.test(`${prefix}12345678`)).toBe(true));
  it.each(invalid)('refuses %s…', (prefix) => expect(MAINLAND_MOBILE.test(`${prefix}12345678`)).toBe(false));
  it('needs exactly 11 digits', () => {
    expect(MAINLAND_MOBILE.test('1381234567')).toBe(false);
    expect(MAINLAND_MOBILE.test('138123456789')).toBe(false);
  });
});

describe('the shared form schemas', () => {
  it('names each problem of a login with a message key', () => {
    expect(errorsOf(smsLoginSchema.safeParse({ mobile: '', code: '12a', consent: false }))).toEqual({
      mobile: { key: 'mobileRequired' },
      code: { key: 'codeInvalid' },
      consent: { key: 'consentRequired' },
    });
  });

  it('wants 8–16 characters with a lowercase and an uppercase letter and a digit', () => {
    for (const ok of ['Demo2026pass', 'aB345678', 'Abcdefghijklmno1'])
      expect(passwordSchema.safeParse(ok).success).toBe(true);
    for (const bad of ['demo2026pass', 'DEMO2026PASS', 'DemoPassword', 'aB34567', 'Abcdefghijklmnop1']) {
      expect(passwordSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('reports a password mismatch even while other fields are still empty', () => {
    const errors = errorsOf(
      emailRegistrationSchema.safeParse({
        mode: 'email',
        password: 'Steel2026first',
        passwordRepeat: 'Steel2026frist',
      }),
    );
    expect(errors.passwordRepeat).toEqual({ key: 'passwordMismatch' });
  });

  it('trims the company name and limits it to 32 characters', () => {
    const form = {
      mode: 'email',
      email: 'a@b.cn',
      code: '123456',
      password: 'Steel2026a',
      passwordRepeat: 'Steel2026a',
      industryCategory: 'STEEL',
      companyForm: 'SOE',
      consent: true,
    };
    expect(
      emailRegistrationSchema.safeParse({ ...form, companyName: '  宝山钢铁  ' }).data?.companyName,
    ).toBe('宝山钢铁');
    expect(
      errorsOf(emailRegistrationSchema.safeParse({ ...form, companyName: '钢'.repeat(33) })).companyName,
    ).toEqual({ key: 'companyNameTooLong' });
  });

  it('asks for the "other" text only when "other" is chosen', () => {
    const base = { companyName: '青岛海湾钢结构', companyType: '2', contactName: '王工', channel: 'MEDIA' };
    expect(supplementSchema.safeParse({ ...base, industry: 'STEEL' }).success).toBe(true);
    expect(errorsOf(supplementSchema.safeParse({ ...base, industry: 'OTHER' })).otherIndustry).toEqual({
      key: 'otherRequired',
    });
    expect(
      supplementSchema.safeParse({ ...base, industry: 'OTHER', otherIndustry: '港口机械' }).success,
    ).toBe(true);
  });

  it('company authentication: an 18-character credit code, 5–32 characters of name, and both documents', () => {
    const errors = errorsOf(
      companyAuthenticationSchema.safeParse({
        companyCode: '9131',
        companyName: '钢',
        licenseAttachmentId: '',
        billAttachmentId: '',
      }),
    );
    expect(errors.companyCode).toEqual({ key: 'creditCodeInvalid' });
    expect(errors.companyName).toEqual({ key: 'companyNameLength' });
    expect(errors.licenseAttachmentId).toEqual({ key: 'licenceRequired' });
    expect(errors.billAttachmentId).toEqual({ key: 'billRequired' });
  });

  it('keeps only digits in codes as the user types', () => {
    expect(digitsOnly('12a3 4-567')).toBe('123456');
    expect(digitsOnly('138 0013 8000', 11)).toBe('13800138000');
    expect(digitsOnly('１２３４５６')).toBe('123456');
  });

  it('takes a mobile number as people type or paste it: full-width, spaced, with the country code', () => {
    expect(mobileDigits('１３８００１３８０００')).toBe('13800138000');
    expect(mobileDigits('138 0013 8000')).toBe('13800138000');
    expect(mobileDigits('138-0013-8000')).toBe('13800138000');
    expect(mobileDigits('+86 138 0013 8000')).toBe('13800138000');
    expect(mobileDigits('008613800138000')).toBe('13800138000');
    expect(mobileDigits('1380013')).toBe('1380013');
    expect(mobileDigits('861380013')).toBe('861380013');
  });

  it('keeps a digit too many, so the number is refused rather than silently cut to 11', () => {
    expect(mobileDigits('138001380001')).toBe('138001380001');
    expect(mobileDigits('138 0013 8000 1')).toBe('138001380001');
    expect(mobileDigits('86138001380001')).toBe('86138001380001');
    expect(MAINLAND_MOBILE.test(mobileDigits('138001380001'))).toBe(false);
  });
});
