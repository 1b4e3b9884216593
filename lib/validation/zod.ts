import { config } from 'zod/mini';
import { encodeErrorText } from './error-text';

// zod/mini keeps only the checks a bundle uses (docs/page-weight.md); server-only code keeps classic zod.
// Shared schemas import zod from here, so `jitless` (strict CSP: no `new Function`) is set before any parse,
// and `customError` words unworded issues as `validation` keys, the same in the browser and the BFF.
config({
  jitless: true,
  customError: (issue) => {
    switch (issue.code) {
      case 'too_small':
        if (issue.origin === 'array')
          return encodeErrorText({ key: 'tooFew', values: { min: Number(issue.minimum) } });
        return issue.minimum === 1 && issue.origin === 'string'
          ? encodeErrorText({ key: 'required' })
          : encodeErrorText({ key: 'tooShort', values: { min: Number(issue.minimum) } });
      case 'too_big':
        if (issue.origin === 'array')
          return encodeErrorText({ key: 'tooMany', values: { max: Number(issue.maximum) } });
        return encodeErrorText({ key: 'tooLong', values: { max: Number(issue.maximum) } });
      case 'invalid_type':
        return encodeErrorText({
          key: issue.input === undefined || issue.input === null ? 'required' : 'invalid',
        });
      default:
        return encodeErrorText({ key: 'invalid' });
    }
  },
});

// By name: `export *` would hand on zod/mini's `core` namespace, and the bundler would keep all of it.
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
