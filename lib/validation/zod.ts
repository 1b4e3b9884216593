import { config } from 'zod/mini';
import { encodeErrorText } from './error-text';

// zod/mini: the same schemas as classic zod, written as functions (`z.optional(s)`, `s.check(z.minLength(1))`)
// rather than methods, so that a bundle keeps only the checks the schemas name (classic zod's
// methods tie every type to every check: 32.5 KiB gzip in each form's chunk; README "Page weight").
// Server-only code (lib/upstream, the reference upstream) keeps classic `zod`.
//
// Zod compiles object parsers with `new Function` unless told not to; under our strict CSP the
// browser reports even its caught probe as a violation. Schemas shared with the browser import
// zod from here, as a namespace (`import * as z from '@/lib/validation/zod'`: the bundler then keeps
// only what they use; README "Page weight"), so the settings are in place before any of them parses.
//
// `customError` words every issue a schema gave no message of its own as a key of the `validation`
// namespace (`required`, `tooLong?max=32`), so react-hook-form's zod resolver in the browser and
// the BFF on the server carry the same error text, turned into words by one translator.
config({
  jitless: true,
  customError: (issue) => {
    switch (issue.code) {
      case 'too_small':
        if (issue.origin === 'array') return encodeErrorText({ key: 'tooFew', values: { min: Number(issue.minimum) } });
        return issue.minimum === 1 && issue.origin === 'string'
          ? encodeErrorText({ key: 'required' })
          : encodeErrorText({ key: 'tooShort', values: { min: Number(issue.minimum) } });
      case 'too_big':
        // A list counts its items, a text its characters.
        if (issue.origin === 'array') return encodeErrorText({ key: 'tooMany', values: { max: Number(issue.maximum) } });
        return encodeErrorText({ key: 'tooLong', values: { max: Number(issue.maximum) } });
      case 'invalid_type':
        return encodeErrorText({ key: issue.input === undefined || issue.input === null ? 'required' : 'invalid' });
      default:
        return encodeErrorText({ key: 'invalid' });
    }
  },
});

// What the schemas use, by name: a namespace re-export (`export *`) would hand on zod/mini's `core`
// namespace object too, and a bundler keeps every export of a namespace it cannot see the uses of.
export {
  _default,
  array,
  boolean,
  catch,
  coerce,
  custom,
  discriminatedUnion,
  email,
  enum,
  extend,
  gte,
  instanceof,
  int,
  lazy,
  length,
  literal,
  lte,
  maxLength,
  minLength,
  never,
  nullable,
  nullish,
  number,
  object,
  optional,
  pipe,
  positive,
  refine,
  regex,
  string,
  superRefine,
  transform,
  trim,
  union,
  url,
  uuid,
} from 'zod/mini';
export type { core, infer, input, output, ZodMiniType } from 'zod/mini';
