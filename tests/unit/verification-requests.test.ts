import { describe, expect, it } from 'vitest';
import { pageWindow } from '@/components/ui/pager';
import { checkUpload, UPLOAD_POLICIES, uploadRefusalCode } from '@/lib/uploads/upload-policy';
import { toFieldErrors } from '@/lib/validation/field-errors';
import { verificationEndpoints } from '@/lib/verification/endpoints';
import { countryKey, emptyVerificationForm } from '@/lib/verification/dto';
import {
  listQuerySchema,
  toSubmission,
  verificationFormSchema,
  type VerificationFormValues,
} from '@/lib/verification/schemas';

/**
 * The EPD verification request (business.md 3, 5): phone, registration number, company name,
 * e-mail and relationship required, one PDF (by its bytes, name ≤ 90); country 中国 / 国外 sent as
 * the spec's words; the relationship 0, 1 or 2; the list's paging.
 */
const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ');
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const valid = (): VerificationFormValues => ({
  ...emptyVerificationForm(),
  userContact: '021-2664 1234',
  epdRegistrationNumber: 'EPD-CN-2025-0001',
  companyName: '宝山钢铁股份有限公司',
  userEmail: 'buyer@steel.example',
  relational: '1',
  pdf: { id: '42', fileName: 'EPD.pdf', size: 1200 },
});

const errorsOf = (values: unknown) => {
  const result = verificationFormSchema.safeParse(values);
  return result.success ? {} : toFieldErrors(result.error);
};

describe('the verification form (business.md 5)', () => {
  it('accepts a complete request', () => {
    expect(verificationFormSchema.safeParse(valid()).success).toBe(true);
  });

  it('requires phone, registration number, company name, e-mail, relationship and the PDF', () => {
    expect(errorsOf(emptyVerificationForm())).toEqual({
      userContact: { key: 'required' },
      epdRegistrationNumber: { key: 'required' },
      companyName: { key: 'required' },
      userEmail: { key: 'emailRequired' },
      relational: { key: 'choiceRequired' },
      pdf: { key: 'uploadMissing' },
    });
  });

  it('leaves position, country, region, supplement and remark optional', () => {
    const values = {
      ...valid(),
      userPosition: '',
      country: '',
      province: '',
      city: '',
      supplement: '',
      remark: '',
    } as const;
    expect(verificationFormSchema.safeParse(values).success).toBe(true);
  });

  it('refuses blanks for the required text (trimmed)', () => {
    expect(errorsOf({ ...valid(), companyName: '   ', epdRegistrationNumber: ' ' })).toEqual({
      companyName: { key: 'required' },
      epdRegistrationNumber: { key: 'required' },
    });
  });

  it('checks the phone and the e-mail', () => {
    expect(errorsOf({ ...valid(), userContact: '12ab' })).toEqual({ userContact: { key: 'phoneInvalid' } });
    expect(errorsOf({ ...valid(), userContact: '1'.repeat(21) })).toEqual({
      userContact: { key: 'phoneInvalid' },
    });
    expect(errorsOf({ ...valid(), userContact: '+86 (21) 2664-1234' })).toEqual({});
    expect(errorsOf({ ...valid(), userEmail: 'not-an-address' })).toEqual({
      userEmail: { key: 'emailInvalid' },
    });
  });

  it('limits the lengths: position 32, number 64, company 100, supplement and remark 500', () => {
    expect(
      errorsOf({
        ...valid(),
        userPosition: '职'.repeat(32),
        epdRegistrationNumber: 'E'.repeat(64),
        companyName: '钢'.repeat(100),
        supplement: 's'.repeat(500),
        remark: 'r'.repeat(500),
      }),
    ).toEqual({});
    expect(
      errorsOf({
        ...valid(),
        userPosition: '职'.repeat(33),
        epdRegistrationNumber: 'E'.repeat(65),
        companyName: '钢'.repeat(101),
        supplement: 's'.repeat(501),
        remark: 'r'.repeat(501),
      }),
    ).toEqual({
      userPosition: { key: 'tooLong', values: { max: 32 } },
      epdRegistrationNumber: { key: 'tooLong', values: { max: 64 } },
      companyName: { key: 'tooLong', values: { max: 100 } },
      supplement: { key: 'tooLong', values: { max: 500 } },
      remark: { key: 'tooLong', values: { max: 500 } },
    });
  });

  it('takes the relationship 0 supplier, 1 customer, 2 other, and nothing else', () => {
    for (const relational of ['0', '1', '2']) expect(errorsOf({ ...valid(), relational })).toEqual({});
    for (const relational of ['3', '-1', 'supplier', 1])
      expect(errorsOf({ ...valid(), relational })).toEqual({ relational: { key: 'choiceRequired' } });
  });

  it('takes the country as the spec’s words 中国 or 国外 only (the English page shows China / Outside China)', () => {
    for (const country of ['中国', '国外', '']) expect(errorsOf({ ...valid(), country })).toEqual({});
    for (const country of ['China', 'Abroad', 'CN'])
      expect(errorsOf({ ...valid(), country })).toEqual({ country: { key: 'invalid' } });
    expect(countryKey('中国')).toBe('china');
    expect(countryKey('国外')).toBe('abroad');
    expect(countryKey('Deutschland')).toBeNull();
  });

  it('takes region codes of six digits only', () => {
    expect(errorsOf({ ...valid(), country: '中国', province: '310000', city: '310113' })).toEqual({});
    expect(errorsOf({ ...valid(), country: '中国', province: 'SH', city: '' })).toEqual({
      province: { key: 'invalid' },
    });
  });

  it('needs an uploaded file with the platform’s id', () => {
    expect(errorsOf({ ...valid(), pdf: null })).toEqual({ pdf: { key: 'uploadMissing' } });
    expect(errorsOf({ ...valid(), pdf: { id: '../1', fileName: 'x.pdf', size: 1 } })).toEqual({
      'pdf.id': { key: 'invalid' },
    });
  });
});

describe('the submission sent upstream (business.md 3 "EPD verification submission")', () => {
  it('sends the relationship as relationalId, the country as 中国 with its region', () => {
    const parsed = verificationFormSchema.parse({
      ...valid(),
      country: '中国',
      province: '310000',
      city: '310113',
      userPosition: ' 采购经理 ',
    });
    expect(toSubmission(parsed)).toEqual({
      userContact: '021-2664 1234',
      epdRegistrationNumber: 'EPD-CN-2025-0001',
      userPosition: '采购经理',
      companyName: '宝山钢铁股份有限公司',
      country: '中国',
      region: ['310000', '310113'],
      userEmail: 'buyer@steel.example',
      relationalId: 1,
      supplement: undefined,
      remark: undefined,
      uploadAttachmentId: '42',
    });
  });

  it('drops a region left over from China when the country is 国外, and sends no country when none was chosen', () => {
    const abroad = toSubmission(
      verificationFormSchema.parse({ ...valid(), country: '国外', province: '310000', city: '310113' }),
    );
    expect(abroad.country).toBe('国外');
    expect(abroad.region).toBeUndefined();
    const none = toSubmission(verificationFormSchema.parse({ ...valid(), relational: '0' }));
    expect(none.country).toBeUndefined();
    expect(none.region).toBeUndefined();
    expect(none.relationalId).toBe(0);
  });
});

describe('the EPD file (business.md 5: application/pdf only, name ≤ 90)', () => {
  it('is uploaded as EPD_VERIFY behind the /epd/verification guard', () => {
    expect(UPLOAD_POLICIES.verificationPdf.businessTypes).toEqual(['EPD_VERIFY']);
    expect(UPLOAD_POLICIES.verificationPdf.accessRoute).toBe('/epd/verification');
  });

  it('accepts a PDF by its bytes and refuses a PNG renamed .pdf', () => {
    expect(
      checkUpload('verificationPdf', { name: 'EPD-CN-2025-0001.pdf', size: 2000, head: PDF }),
    ).toBeNull();
    expect(checkUpload('verificationPdf', { name: 'EPD-CN-2025-0001.pdf', size: 2000, head: PNG })).toBe(
      'wrongType',
    );
    expect(checkUpload('verificationPdf', { name: 'report.png', size: 2000, head: PDF })).toBe('wrongType');
    expect(uploadRefusalCode('verificationPdf', 'wrongType')).toBe('UPLOAD_PDFONLY');
  });

  it('limits the name to 90 characters, a Chinese character counting once', () => {
    expect(
      checkUpload('verificationPdf', { name: `${'钢'.repeat(86)}.pdf`, size: 10, head: PDF }),
    ).toBeNull();
    expect(checkUpload('verificationPdf', { name: `${'钢'.repeat(87)}.pdf`, size: 10, head: PDF })).toBe(
      'nameTooLong',
    );
  });
});

describe('the list’s paging (business.md 9: 10 a page with a size selector)', () => {
  it('reads page and size from the address, falling back to page 1 and 10', () => {
    expect(listQuerySchema.parse({})).toEqual({ page: 1, size: 10 });
    expect(listQuerySchema.parse({ page: '3', size: '20' })).toEqual({ page: 3, size: 20 });
    expect(listQuerySchema.parse({ page: '0', size: '7' })).toEqual({ page: 1, size: 10 });
    expect(listQuerySchema.parse({ page: 'x', size: '1000' })).toEqual({ page: 1, size: 10 });
  });

  it('shows the first, last, current and neighbouring pages', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
  });

  it('declares the list and the submission behind the /epd/verification guard, the files behind the download check of their handler', () => {
    expect(verificationEndpoints.list.access).toEqual({ route: '/epd/verification' });
    expect(verificationEndpoints.create.access).toEqual({ route: '/epd/verification' });
    // business.md 6: the handler verifies the token and the audit before every download (requireDownloadAccess).
    expect(verificationEndpoints.file.access).toBe('user');
    expect(
      verificationEndpoints.file.input.safeParse({ id: '1', fileId: '2', disposition: 'inline' }).success,
    ).toBe(true);
    expect(verificationEndpoints.file.input.safeParse({ id: '1', fileId: '2?Authorization=x' }).success).toBe(
      false,
    );
  });
});
