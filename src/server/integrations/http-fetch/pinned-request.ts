import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import type { FetchNetwork } from "./fetch-network";
import { FetchRefused, REFUSAL } from "./fetch-refused";
import type { FetchTarget } from "./fetch-target";

export interface PinnedRequest {
  target: FetchTarget;
  /** The checked address: the socket opens here, never to the host name. */
  address: string;
  network: FetchNetwork;
  userAgent: string;
  signal: AbortSignal;
}

/**
 * One GET to the checked address. The URL's host goes in the Host header and, for https, as the TLS
 * server name, so virtual hosting and certificate checks work while DNS is never asked again. No
 * cookies, no authorisation, a fresh connection (agent: false) so nothing is shared between sites.
 */
export function openPinnedRequest(request: PinnedRequest): Promise<IncomingMessage> {
  const { target, address, network, signal } = request;
  const destination = network.dial(address, target.port);
  const secure = target.url.protocol === "https:";
  const send = secure ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const outgoing = send({
      host: destination.host,
      port: destination.port,
      path: `${target.url.pathname}${target.url.search}`,
      method: "GET",
      agent: false,
      signal,
      servername: secure && !target.isIpLiteral ? target.host : undefined,
      headers: {
        Host: target.url.host,
        "User-Agent": request.userAgent,
        Accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.1",
        "Accept-Encoding": "gzip, deflate, br",
      },
    });
    outgoing.once("response", resolve);
    // `on`, not `once`: a dropped connection can still report after the response arrived.
    outgoing.on("error", (error) => reject(signal.aborted ? signal.reason : connectionRefusal(error)));
    outgoing.end();
  });
}

const CERTIFICATE_ERROR = /^(CERT_|ERR_TLS_CERT|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|ERR_SSL_|HOSTNAME_MISMATCH)/;

/** A connection that failed: a bad certificate says so, anything else (refused, reset) is "unreachable". */
function connectionRefusal(error: Error & { code?: string }): FetchRefused {
  return new FetchRefused(CERTIFICATE_ERROR.test(error.code ?? "") ? REFUSAL.certificate : REFUSAL.unreachable);
}
