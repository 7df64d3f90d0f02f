import { useSyncExternalStore } from 'react';
import { readJson, removeKey, STORAGE_KEYS, writeJson } from '@/lib/storage';
import { repairReviews, type ReviewItem } from './model/reviews';

const listeners = new Set<() => void>();
let cache: ReviewItem[] | null = null;

function notify(): void {
  for (const listener of listeners) listener();
}

export function loadReviews(): ReviewItem[] {
  cache ??= readJson(STORAGE_KEYS.reviews, repairReviews) ?? [];
  return cache;
}

export function saveReviews(items: ReviewItem[]): void {
  cache = items;
  writeJson(STORAGE_KEYS.reviews, items);
  notify();
}

export function clearReviews(): void {
  cache = [];
  removeKey(STORAGE_KEYS.reviews);
  notify();
}

export function reloadReviews(): void {
  cache = null;
  notify();
}

export function useReviews(): ReviewItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loadReviews,
    loadReviews,
  );
}
