import { lookup } from "node:dns/promises";

/**
 * Where host names resolve and where a socket opens for a checked address. Production uses
 * `systemNetwork` (real DNS, connect to the address itself). Only tests pass another one, to send a
 * public-looking name to a loopback test server: whatever `resolve` answers is still checked
 * address by address before `dial` is asked, so a test network cannot switch the checks off.
 */
export interface FetchNetwork {
  /** Every address the name resolves to. */
  resolve(hostname: string): Promise<string[]>;
  /** The socket's real destination for an address that passed the checks. */
  dial(address: string, port: number): { host: string; port: number };
}

export const systemNetwork: FetchNetwork = {
  async resolve(hostname) {
    const answers = await lookup(hostname, { all: true, verbatim: true });
    return answers.map((answer) => answer.address);
  },
  dial: (address, port) => ({ host: address, port }),
};
