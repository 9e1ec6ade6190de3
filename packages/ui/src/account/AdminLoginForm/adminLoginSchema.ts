import { loginAdmin } from '@coinsight/domain/api';
import type { z } from 'zod';

/** Account and password, both required (spec 2 §5: 请填写账号和密码), as loginadmin checks them. */
export const adminLoginSchema = loginAdmin.body.pick({ username: true, password: true });
export type AdminLoginValues = z.infer<typeof adminLoginSchema>;
