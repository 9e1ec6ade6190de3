import { authPlugin } from '../../plugins/auth.ts';
import { areaName, routeArea, subscribeArea, type Area } from '../area.ts';
import { createAdminService, type AdminService } from './admin.ts';
import { CaptchaService } from './captcha.ts';
import { PasswordResetService } from './passwordReset.ts';
import { RegistrationService } from './registration.ts';
import { accountRoutes } from './routes.ts';
import { AccountService } from './service.ts';
import { notificationSubscription } from './subscriptions.ts';

export const accountAreaName = areaName<AccountServices>('coinsight-account');

export interface AccountServices {
  account: AccountService;
  registration: RegistrationService;
  captcha: CaptchaService;
  passwordReset: PasswordResetService;
  admin: AdminService;
}

/**
 * Members and admins: registration, sessions and their cookie strategies (which every other area's
 * routes authenticate with, so this area registers first), password recovery, and each member's
 * notification channel.
 */
export const accountArea: Area = {
  name: accountAreaName,
  async register(server, options) {
    const { config, db, bus, clock, mailer, limits, logger } = server.app.core;
    const account = new AccountService(db, bus, clock);
    const captcha = new CaptchaService(db, clock);
    const services: AccountServices = {
      account,
      captcha,
      registration: new RegistrationService(db, account.repo, captcha, clock, logger),
      passwordReset: new PasswordResetService(
        db,
        account.repo,
        account,
        mailer,
        clock,
        config.publicUrl,
      ),
      admin: createAdminService(db, account.repo, clock, config),
    };
    await server.register({ plugin: authPlugin, options: { config, sessions: account } });
    routeArea(server, accountRoutes, { ...services, limits, db }, options);
    subscribeArea(server, [notificationSubscription((id) => account.memberOfSession(id))]);
    server.expose('services', services);
  },
};
