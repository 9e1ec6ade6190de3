import { inviteCodeInput, newPassword, phoneNumber } from '@coinsight/domain/api';
import { messages } from '@coinsight/domain/messages';
import { z } from 'zod';

/** The start mode asks only for the phone (spec 1 §5: 手机号格式错误！). */
export const phoneStepSchema = z.object({ username: phoneNumber });
export type PhoneStepValues = z.infer<typeof phoneStepSchema>;

/** Logging in checks presence only; the server compares the password. */
export const loginStepSchema = z.object({
  username: phoneNumber,
  password: z.string().min(1, messages.account.passwordRequired),
});
export type LoginStepValues = z.infer<typeof loginStepSchema>;

/** Registering needs a strong password (密码过于简单!) and, if given, a well-formed invite code. */
export const registerStepSchema = z.object({
  username: phoneNumber,
  password: newPassword,
  code: z.string().trim().pipe(inviteCodeInput.unwrap()),
});
export type RegisterStepValues = z.infer<typeof registerStepSchema>;
