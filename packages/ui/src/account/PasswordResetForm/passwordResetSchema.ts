import { newPassword } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { z } from 'zod';

/** A strong new password (密码过于简单!) typed twice alike (两次输入的密码不一致). */
export const passwordResetSchema = z
  .object({
    password: newPassword,
    confirm: z.string().min(1, messages.account.passwordRequired),
  })
  .refine((values) => values.password === values.confirm, {
    message: messages.account.passwordsDiffer,
    path: ['confirm'],
  });
export type PasswordResetValues = z.infer<typeof passwordResetSchema>;
