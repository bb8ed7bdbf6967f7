import { useEffect } from 'react';

/**
 * Hands something the shell received (a file from the OS, a notification's upload) to the screen
 * that shows it: at once when that screen is mounted, else the latest one waits until it mounts
 * (the shell switches screens and the screen's chunk may still be loading).
 */
export function createMailbox<K, T>() {
  const pending = new Map<K, T>();
  const listeners = new Map<K, (value: T) => void>();
  return {
    deliver(key: K, value: T): void {
      const listener = listeners.get(key);
      if (listener) listener(value);
      else pending.set(key, value);
    },
    /** A screen takes what is addressed to it (what waited first). */
    useMailbox(key: K, onValue: (value: T) => void): void {
      useEffect(() => {
        listeners.set(key, onValue);
        const waiting = pending.get(key);
        if (waiting !== undefined) {
          pending.delete(key);
          onValue(waiting);
        }
        return () => {
          if (listeners.get(key) === onValue) listeners.delete(key);
        };
      }, [key, onValue]);
    },
  };
}
