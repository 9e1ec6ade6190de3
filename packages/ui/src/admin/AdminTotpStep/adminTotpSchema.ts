import { adminTotpCode } from '@coinsight/domain/api';
import { z } from 'zod';

export const adminTotpSchema = z.object({ code: adminTotpCode });
export type AdminTotpValues = z.infer<typeof adminTotpSchema>;
