import { allIdle } from '@/lib/one-at-a-time';
import { cancelAllRetries } from '@/lib/retry-later';
import { readSavedToken } from '@/store/session-slice';
import { useAppStore } from '@/store/store';

/**
 * Simulated devices for the fault-schedule test: each has its own local storage and connection.
 * One JS realm runs them one at a time — switching saves this device's storage and loads the
 * other's, as if the learner picked up the other device. Work a device started in the background
 * is finished (and its retries stopped) before the switch; the server (the stand-in) is shared.
 */
export interface Device {
  name: string;
  storage: Map<string, string>;
  online: boolean;
}

let active: Device | null = null;
let onlineNow = true;

Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => onlineNow });

export function newDevice(name: string): Device {
  return { name, storage: new Map(), online: true };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the active device has no sync running nor about to start (background pushes load a chunk first). */
export async function settle(): Promise<void> {
  // The chunks a background sync loads on demand, loaded once, so "nothing running" means it.
  await Promise.all([import('@/store/sync/progress-sync'), import('@/store/sync/reviews-sync'), import('@/api/endpoints/reviews'), import('@/api/endpoints/results')]);
  for (let i = 0; i < 3; i++) {
    await sleep(5);
    await allIdle();
  }
}

function save(device: Device): void {
  device.storage = new Map();
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key !== null) device.storage.set(key, localStorage.getItem(key) ?? '');
  }
}

/** The store reads storage again, as a page load would. */
export function reloadStore(): void {
  useAppStore.setState({ token: readSavedToken(), sessionEnded: false, storageFull: false });
  const state = useAppStore.getState();
  state.reloadResults();
  state.reloadReviews();
  state.reloadPhraseReviews();
}

export async function switchTo(device: Device): Promise<void> {
  if (active === device) return;
  await settle();
  cancelAllRetries();
  if (active) save(active);
  localStorage.clear();
  for (const [key, value] of device.storage) localStorage.setItem(key, value);
  active = device;
  onlineNow = device.online;
  reloadStore();
}

export function setOnline(device: Device, online: boolean): void {
  device.online = online;
  if (active === device) onlineNow = online;
}

export function forgetDevices(): void {
  active = null;
  onlineNow = true;
  localStorage.clear();
}
