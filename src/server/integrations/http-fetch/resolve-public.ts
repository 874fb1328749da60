import type { FetchNetwork } from "./fetch-network";
import { FetchRefused, REFUSAL } from "./fetch-refused";
import type { FetchTarget } from "./fetch-target";
import { isPublicAddress } from "./public-address";

/**
 * The one address this request will connect to. A name is resolved once and EVERY answer must be
 * public (a name with one private answer is refused: a later pick could be that one); the first
 * answer is then pinned, and the socket opens to that address, never to the name again, so DNS
 * cannot answer differently between the check and the connection (rebinding).
 */
export async function resolvePublicAddress(target: FetchTarget, network: FetchNetwork): Promise<string> {
  const addresses = target.isIpLiteral ? [target.host] : await resolveName(target.host, network);
  if (addresses.length === 0) throw new FetchRefused(REFUSAL.notFound);
  if (!addresses.every(isPublicAddress)) throw new FetchRefused(REFUSAL.notPublic);
  return addresses[0]!;
}

async function resolveName(hostname: string, network: FetchNetwork): Promise<string[]> {
  try {
    return await network.resolve(hostname);
  } catch {
    throw new FetchRefused(REFUSAL.notFound);
  }
}
