import { changePassword, newPassword, setRecoveryEmail } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { z } from 'zod';

/** The old password, a strong new one unlike it, typed twice alike. */
export const changePasswordSchema = z
  .object({
    oldPassword: changePassword.body.shape.old_password,
    newPassword,
    confirm: z.string().min(1, messages.account.passwordRequired),
  })
  .refine((values) => values.newPassword === values.confirm, {
    message: messages.account.passwordsDiffer,
    path: ['confirm'],
  })
  .refine((values) => values.newPassword !== values.oldPassword, {
    message: messages.account.samePassword,
    path: ['newPassword'],
  });
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

/** The address password recovery mails go to, checked as recovery-email checks it. */
export const recoveryEmailSchema = z.object({ email: setRecoveryEmail.body.shape.email });
export type RecoveryEmailValues = z.infer<typeof recoveryEmailSchema>;
