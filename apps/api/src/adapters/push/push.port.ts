/** The push port: Web Push (VAPID) to the browsers a person allowed pushes in. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushMessage {
  title: string;
  body: string;
  /** Where a click on the push leads (a path of the app). */
  link: string | null;
  tag?: string;
}

/** What a push service said: delivered, gone (404/410: the subscription is dead and must be removed), or failed. */
export type PushOutcome = { state: 'sent' } | { state: 'gone' } | { state: 'failed'; error: string };

export interface PushSender {
  /** The VAPID public key browsers subscribe with (base64url). */
  readonly publicKey: string;
  /**
   * Whether a subscription's endpoint is a push service this sender will post to. A person hands us the
   * endpoint, so without this a "subscription" could point the server at any address (an internal one).
   */
  acceptsEndpoint(endpoint: string): boolean;
  send(target: PushTarget, message: PushMessage, options?: { ttlSeconds?: number; urgent?: boolean }): Promise<PushOutcome>;
}
