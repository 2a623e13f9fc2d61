import type { Audience } from '@stillpoint/contracts';
import { apiCall } from '../../lib/api-client';
import { notificationCalls } from './api/notifications';

/** The push-only service worker (apps/web/public/push-sw.js): no caching, no fetch handler. */
export const PUSH_WORKER = '/push-sw.js';

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function ownRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  return registrations.find((registration) => {
    const worker = registration.active ?? registration.waiting ?? registration.installing;
    return worker && new URL(worker.scriptURL).pathname === PUSH_WORKER;
  });
}

/** Whether this browser takes pushes now (a subscription of the push worker), may not, or cannot. */
export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const registration = await ownRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription ? 'on' : 'off';
}

/** The VAPID key as the bytes PushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Turns pushes on in this browser: asks the permission, registers the push worker at the site root,
 * subscribes with the server's public key and saves the subscription (save_push_token). Any other service
 * worker (left by an older version) is unregistered first.
 */
export async function enablePush(audience: Audience): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  for (const registration of await navigator.serviceWorker.getRegistrations()) {
    const worker = registration.active ?? registration.waiting ?? registration.installing;
    if (!worker || new URL(worker.scriptURL).pathname !== PUSH_WORKER) await registration.unregister();
  }
  await navigator.serviceWorker.register(PUSH_WORKER, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const calls = notificationCalls(audience);
  const { publicKey } = (await apiCall(calls.pushPublicKey)).data;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await apiCall(calls.savePushToken, { token: subscription.toJSON() as never });
  return 'on';
}

/** Turns pushes off in this browser: unsubscribes and unregisters the worker (the server drops the subscription at its next push). */
export async function disablePush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const registration = await ownRegistration();
  await (await registration?.pushManager.getSubscription())?.unsubscribe();
  await registration?.unregister();
  return 'off';
}
