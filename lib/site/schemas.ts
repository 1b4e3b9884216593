import * as z from '@/lib/validation/zod';
import type { ChoiceOption } from './dto';
import type { MenuItem } from './menu';

export const menuItemSchema: z.ZodMiniType<MenuItem> = z.lazy(() =>
  z.object({
    label: z.string(),
    href: z.nullable(z.string()),
    external: z.boolean(),
    children: z.array(menuItemSchema),
  }),
);

export const choiceOptionSchema: z.ZodMiniType<ChoiceOption> = z.lazy(() =>
  z.object({ value: z.string(), label: z.string(), children: z.array(choiceOptionSchema) }),
);
