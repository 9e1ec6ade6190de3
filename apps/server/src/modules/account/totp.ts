import { messages } from '@coinsight/domain/messages';
import { Secret, TOTP } from 'otpauth';
import type { Clock } from '../../clock.ts';
import { DomainError } from '../../domainError.ts';
import { hashToken } from '../../security/tokens.ts';
import type { TotpRepo } from './totpRepo.ts';
import type { TotpSealer } from './totpSeal.ts';

const m = messages.admin;

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 seconds. */
export const totpPeriodSeconds = 30;
const totpDigits = 6;
/** One step either side: a phone clock 30 s off, or a code typed as it turned over, still passes. */
const totpWindow = 1;
export const recoveryCodeCount = 10;

const sixDigits = /^\d{6}$/;
const recoveryShape = /^[a-z2-7]{16}$/;

/** A recovery code as it is stored and compared: lower case, without spaces and dashes. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/** Ten codes of 80 random bits, shown as `abcd-efgh-ijkl-mnop`. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () =>
    (new Secret({ size: 10 }).base32.toLowerCase().match(/.{4}/g) ?? []).join('-'),
  );
}

export interface TotpStatus {
  enabled: boolean;
  enabledAt: Date | null;
  recoveryCodesLeft: number;
}

export interface TotpEnrolment {
  /** Base32, for typing into an app by hand. */
  secret: string;
  /** The otpauth:// address the QR code carries. */
  uri: string;
}

/** What the second factor says about a login whose password was right. */
export type TotpCheck = 'not_enabled' | 'missing' | 'wrong' | 'ok';

/**
 * An admin's TOTP second factor (otpauth): enrolment by QR code confirmed with a first code,
 * recovery codes shown once and usable once, and the check at login. `sealer` is null when the
 * server runs on a random SESSION_SECRET: a secret sealed under it would be lost at the restart.
 */
export class TotpService {
  constructor(
    private readonly repo: TotpRepo,
    private readonly clock: Clock,
    private readonly sealer: TotpSealer | null,
    private readonly issuer: string,
  ) {}

  async status(adminId: number): Promise<TotpStatus> {
    const row = await this.repo.find(adminId);
    const enabled = Boolean(row?.secret);
    return {
      enabled,
      enabledAt: enabled ? (row?.enabledAt ?? null) : null,
      recoveryCodesLeft: enabled ? await this.repo.unusedRecoveryCodes(adminId) : 0,
    };
  }

  /** A new secret waiting for its first code; refused while one is enabled. */
  async startEnrolment(adminId: number, username: string): Promise<TotpEnrolment> {
    const sealer = this.#sealer();
    const row = await this.repo.find(adminId);
    if (row?.secret) throw new DomainError('conflict', m.totpAlreadyEnabled, 'totp_enabled');
    const enrolment = this.#newEnrolment(username);
    await this.repo.setPending(adminId, sealer.seal(enrolment.secret));
    return enrolment;
  }

  /** Enables the waiting secret when `code` is its current code; the recovery codes, once. */
  async confirm(adminId: number, code: string): Promise<string[]> {
    const sealer = this.#sealer();
    const row = await this.repo.find(adminId);
    if (row?.secret) throw new DomainError('conflict', m.totpAlreadyEnabled, 'totp_enabled');
    const secret = row?.pendingSecret ? sealer.open(row.pendingSecret) : null;
    if (!secret) throw new DomainError('invalid', m.totpNotStarted, 'totp_not_started');
    const step = this.#stepOf(secret, code);
    if (step === null) throw new DomainError('invalid', m.totpWrong, 'totp_wrong');
    return this.#enable(adminId, secret, step);
  }

  /** Enables a new secret at once (`npm run admin:create -- <name> --totp`), replacing any. */
  async enrolNow(
    adminId: number,
    username: string,
  ): Promise<TotpEnrolment & { recoveryCodes: string[] }> {
    this.#sealer();
    const enrolment = this.#newEnrolment(username);
    return { ...enrolment, recoveryCodes: await this.#enable(adminId, enrolment.secret, null) };
  }

  /** The login's second step: a current code not used before, or an unused recovery code. */
  async check(adminId: number, code: string | undefined): Promise<TotpCheck> {
    const row = await this.repo.find(adminId);
    if (!row?.secret) return 'not_enabled';
    if (code === undefined || code.trim() === '') return 'missing';
    const typed = code.trim();
    if (sixDigits.test(typed)) {
      // A secret sealed under another SESSION_SECRET opens to nothing: only recovery codes remain.
      const secret = this.sealer?.open(row.secret) ?? null;
      const step = secret ? this.#stepOf(secret, typed) : null;
      return step !== null && (await this.repo.advanceStep(adminId, step)) ? 'ok' : 'wrong';
    }
    const recovery = normalizeRecoveryCode(typed);
    if (!recoveryShape.test(recovery)) return 'wrong';
    const used = await this.repo.useRecoveryCode(adminId, hashToken(recovery), this.clock.now());
    return used ? 'ok' : 'wrong';
  }

  #sealer(): TotpSealer {
    if (!this.sealer) throw new DomainError('invalid', m.totpNeedsSecret, 'totp_needs_secret');
    return this.sealer;
  }

  #totp(secret: string, username: string): TOTP {
    return new TOTP({
      issuer: this.issuer,
      label: username,
      algorithm: 'SHA1',
      digits: totpDigits,
      period: totpPeriodSeconds,
      secret: Secret.fromBase32(secret),
    });
  }

  #newEnrolment(username: string): TotpEnrolment {
    const secret = new Secret({ size: 20 }).base32;
    return { secret, uri: this.#totp(secret, username).toString() };
  }

  /** The 30-second step `code` belongs to, or null when it is not a current code. */
  #stepOf(secret: string, code: string): number | null {
    if (!sixDigits.test(code)) return null;
    const timestamp = this.clock.now().getTime();
    const delta = this.#totp(secret, '').validate({ token: code, timestamp, window: totpWindow });
    if (delta === null) return null;
    return TOTP.counter({ period: totpPeriodSeconds, timestamp }) + delta;
  }

  async #enable(adminId: number, secret: string, step: number | null): Promise<string[]> {
    const codes = newRecoveryCodes();
    await this.repo.db.transaction((trx) =>
      this.repo.enable(
        adminId,
        this.#sealer().seal(secret),
        this.clock.now(),
        step,
        codes.map((code) => hashToken(normalizeRecoveryCode(code))),
        trx,
      ),
    );
    return codes;
  }
}
