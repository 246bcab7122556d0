import { useEffect, useSyncExternalStore } from "react";

/**
 * How many modal dialogs are on screen. The toaster reads it: a toast in its usual corner (bottom
 * right) lands on a dialog's footer, where the button the person needs next is, and blocks it for
 * the toast's 5 seconds. While a dialog is open the toasts move to the top of the screen instead.
 */
let openModals = 0;
const listeners = new Set<() => void>();

function change(by: number) {
  openModals += by;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Rendered inside a dialog's content, which Radix mounts only while the dialog is open (the wrapper
 * around it renders closed dialogs too): counts it as open while it is mounted.
 */
export function CountAsOpenModal(): null {
  useEffect(() => {
    change(1);
    return () => change(-1);
  }, []);
  return null;
}

/** Whether any modal dialog is on screen now. */
export function useIsModalOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => openModals > 0,
    () => false,
  );
}
