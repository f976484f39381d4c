import { Button, type ButtonProps } from '@mantine/core';
import { type ReactNode, useRef, useState } from 'react';

/**
 * The confirming button of an action that changes data (cancel and refund, accept, complete): its action
 * runs once at a time. The guard is synchronous, so a double click that lands before React re-renders the
 * button as loading still sends one request; the button shows loading until the action settles.
 */
export function OnceButton({
  onClick,
  children,
  ...props
}: Omit<ButtonProps, 'loading'> & { onClick: () => Promise<unknown>; children: ReactNode }) {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);

  async function run() {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await onClick();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return (
    <Button {...props} loading={busy} onClick={() => void run()}>
      {children}
    </Button>
  );
}
