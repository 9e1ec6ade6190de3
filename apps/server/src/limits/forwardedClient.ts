/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is 10.0.0.1. */
const plain = (address: string) => address.trim().replace(/^::ffff:(?=\d+\.)/i, '');

/**
 * The address a request came from. Without TRUSTED_PROXY it is the socket's peer: any client can
 * write X-Forwarded-For. When the peer is one of the named proxies, X-Forwarded-For is read from
 * its end (what the nearest proxy appended) back past every trusted proxy: the first address not
 * among them is the client's. Entries before it were written by the client and are not believed.
 */
export function forwardedClient(
  peer: string,
  forwardedFor: string | undefined,
  trusted: readonly string[],
): string {
  const proxies = new Set(trusted.map(plain));
  let address = plain(peer);
  if (!proxies.has(address) || !forwardedFor) return address;
  const hops = forwardedFor.split(',').map(plain).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    address = hops[i] ?? address;
    if (!proxies.has(address)) return address;
  }
  return address;
}
