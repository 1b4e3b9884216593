import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Control, FieldPath } from 'react-hook-form';
import type { TextField } from '@/components/forms/text-field';
import { decodeErrorText, encodeErrorText } from '@/lib/validation/error-text';
import { toFieldErrors } from '@/lib/validation/field-errors';
import { companyAuthenticationSchema } from '@/lib/company-authentication/schemas';
import { smsLoginSchema } from '@/lib/accounts/schemas';
import * as z from '@/lib/validation/zod';

/**
 * The form kit (components/forms) at the type level and its error wording: field names are the
 * schema's paths, so a misspelt name is a compile error (checked by `npm run typecheck`), and a
 * schema's errors land on the right field with the key the browser and the BFF both translate.
 */
type SmsLogin = z.input<typeof smsLoginSchema>;
type TextFieldName = Parameters<typeof TextField<SmsLogin>>[0]['name'];

describe('form kit names', () => {
  it('types a field name by the schema paths', () => {
    expectTypeOf<TextFieldName>().toEqualTypeOf<FieldPath<SmsLogin>>();
    expectTypeOf<'mobile'>().toExtend<TextFieldName>();
    expectTypeOf<'code'>().toExtend<TextFieldName>();
    // @ts-expect-error: not a field of the SMS login schema
    expectTypeOf<'mobil'>().toExtend<TextFieldName>();
    expectTypeOf<Parameters<typeof TextField<SmsLogin>>[0]['control']>().toEqualTypeOf<Control<SmsLogin>>();
  });
});

describe('form errors', () => {
  it('puts each error on its own field, with the key and values both sides translate', () => {
    const result = companyAuthenticationSchema.safeParse({
      companyCode: 'abc',
      companyName: '',
      zipCode: '12',
    });
    expect(result.success).toBe(false);
    const fields = toFieldErrors(result.error!);
    expect(fields.companyCode).toEqual({ key: 'creditCodeInvalid' });
    expect(fields.zipCode).toEqual({ key: 'zipInvalid' });
    expect(Object.keys(fields)).toContain('licenseAttachmentId');
  });

  it('words unworded issues as keys, with their numbers', () => {
    const schema = z.object({
      items: z.array(z.object({ name: z.string().check(z.maxLength(3)) })).check(z.minLength(1)),
    });
    const fields = toFieldErrors(schema.safeParse({ items: [{ name: 'long name' }] }).error!);
    expect(fields['items.0.name']).toEqual({ key: 'tooLong', values: { max: 3 } });
    expect(decodeErrorText(encodeErrorText({ key: 'tooShort', values: { min: 5 } }))).toEqual({
      key: 'tooShort',
      values: { min: 5 },
    });
    expect(decodeErrorText('Invalid input: expected string')).toEqual({ key: 'invalid' });
  });

  it('counts a list in items, not characters', () => {
    const schema = z.object({ items: z.array(z.string()).check(z.minLength(1), z.maxLength(3)) });
    expect(toFieldErrors(schema.safeParse({ items: ['a', 'b', 'c', 'd'] }).error!).items).toEqual({
      key: 'tooMany',
      values: { max: 3 },
    });
    expect(toFieldErrors(schema.safeParse({ items: [] }).error!).items).toEqual({
      key: 'tooFew',
      values: { min: 1 },
    });
  });
});
