// Browser-code tests answer every call with a fake transport or a mock of @atrium/shared's http. One
// that slipped through went to jsdom's real XMLHttpRequest, to 127.0.0.1:80, and failed there after
// its test had passed (the system configuration page's user picker asked for its chosen users' names
// that way in six tests): the test proved less than it said, and the socket and its timers outlived
// the test file. This refuses such a call at once and keeps its name for the test to fail on.

export interface NetworkGuard {
  /** The calls refused since the last take, oldest first. */
  takeReached(): string[];
}

/** What of a global scope the guard replaces; each is optional (a `@jest-environment node` file has fetch only). */
export interface NetworkScope {
  XMLHttpRequest?: { prototype: { open: unknown } };
  WebSocket?: new (url: string | URL, protocols?: string | string[]) => object;
  fetch?: unknown;
}

export const NETWORK_REFUSED = "a test may not reach the network (answer it with a fake transport or a mock of @atrium/shared's http)";

export function guardNetwork(scope: NetworkScope): NetworkGuard {
  const reached: string[] = [];
  const refuse = (what: string): TypeError => {
    reached.push(what);
    return new TypeError(`${what}: ${NETWORK_REFUSED}`);
  };
  if (scope.XMLHttpRequest) {
    scope.XMLHttpRequest.prototype.open = function open(method: string, url: string | URL): void {
      throw refuse(`XMLHttpRequest ${method} ${String(url)}`);
    };
  }
  if (typeof scope.WebSocket === 'function') {
    const Base = scope.WebSocket;
    // A subclass keeps the constants (WebSocket.OPEN…) that code reads from the class.
    scope.WebSocket = class RefusedWebSocket extends Base {
      constructor(url: string | URL, protocols?: string | string[]) {
        const error = refuse(`WebSocket ${String(url)}`);
        // Always true: the condition only lets the class keep the super call TypeScript requires.
        if (error) throw error;
        super(url, protocols);
      }
    };
  }
  if (typeof scope.fetch === 'function') {
    scope.fetch = (input: string | URL | { url: string }): Promise<never> =>
      Promise.reject(refuse(`fetch ${typeof input === 'object' && 'url' in input ? input.url : String(input)}`));
  }
  return { takeReached: () => reached.splice(0) };
}
