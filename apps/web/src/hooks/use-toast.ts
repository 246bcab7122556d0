import { useSyncExternalStore } from "react";
import type { ToastVariant } from "@/components/ui/toast";

/** docs/product/formats-and-layout.md#toasts: one toast at a time, gone after about 5 seconds. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
// Radix keeps a closed toast mounted for its exit animation; remove it afterwards.
const REMOVE_DELAY_MS = 1000;

export type ToastItem = {
  id: string;
  title?: string;
  description?: string;
  variant?: ToastVariant;
  open: boolean;
};

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  toasts = next;
  listeners.forEach((l) => l());
}

export function dismissToast(id?: string) {
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => emit(toasts.filter((t) => t.open || (id !== undefined && t.id !== id))), REMOVE_DELAY_MS);
}

/** Shows a toast; a newer one replaces the one on screen. */
export function toast(input: { title?: string; description?: string; variant?: ToastVariant }) {
  const id = String(++counter);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Calls `listener` with the toasts after every change; returns the unsubscribe. */
export function subscribeToToasts(listener: (current: ToastItem[]) => void): () => void {
  const notify = () => listener(toasts);
  listeners.add(notify);
  return () => listeners.delete(notify);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (listener) => subscribeToToasts(listener),
    () => toasts,
  );
}

const expectedListeners = new Set<() => void>();

/**
 * Says a toast is about to come (the login's, while the password is checked): the toaster starts
 * loading its code now, so the toast mounts with the screen that follows (decision 139).
 */
export function expectToast(): void {
  expectedListeners.forEach((listener) => listener());
}

/** Calls `listener` whenever a toast is announced by `expectToast`; returns the unsubscribe. */
export function onToastExpected(listener: () => void): () => void {
  expectedListeners.add(listener);
  return () => expectedListeners.delete(listener);
}
