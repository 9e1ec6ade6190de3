import type { ChatRole } from '@coinsight/domain/chat';
import type { AppServer } from '../src/server.ts';
import { payingMember } from './paymentHelpers.ts';

const day = 86_400_000;

/** A VIP member (30 days left), logged in through a browser holding sid and crumb. */
export function vipMember(server: AppServer) {
  return payingMember(server, { vipExpiry: new Date(Date.now() + 30 * day) });
}

let groupSerial = 0;

/** A group number no other test of this run uses. */
export function nextGroupNumber(): string {
  groupSerial += 1;
  return `7${String(process.pid % 10_000).padStart(4, '0')}${String(groupSerial).padStart(3, '0')}`;
}

/** A group owned by `ownerId`, with the other members in the given roles. */
export async function groupWith(
  server: AppServer,
  ownerId: number,
  others: readonly (readonly [number, ChatRole])[] = [],
  name = '链上指标研究组',
) {
  const number = nextGroupNumber();
  await server.services.chat.createGroup({ number, name, ownerUserId: ownerId });
  for (const [userId, role] of others) await server.services.chat.addMember(number, userId, role);
  return number;
}

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipart(
  fileName: string,
  bytes: Uint8Array,
  contentType = 'application/octet-stream',
  field = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----coinsight${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.from(bytes), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
