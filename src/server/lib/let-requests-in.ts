/**
 * A turn of the event loop for requests that arrived meanwhile. PGlite runs each statement in the
 * server's own thread, so a long job awaits this between its statements to keep the shop answering.
 */
export const letRequestsIn = () => new Promise<void>((resolve) => setImmediate(resolve));
