import { z } from 'zod';

// What the budget files share and the area does not export (../budgets.ts leaves this file out).

/** A list answer: `{ success: true, data: [item, …] }`. */
export const list = <T extends z.ZodType>(item: T) => z.object({ success: z.literal(true), data: z.array(item) });
