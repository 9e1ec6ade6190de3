import { passwordReset } from '@coinsight/domain/api';
import type { z } from 'zod';

/** Account and e-mail, both required (spec 2 §5: 请输入账号和邮箱地址), as the endpoint checks them. */
export const passwordRecoverySchema = passwordReset.body.pick({ username: true, email: true });
export type PasswordRecoveryValues = z.infer<typeof passwordRecoverySchema>;
