import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value of a `<dl>` (drawers, summaries); an empty value reads "—". `ltr` isolates Latin data. */
export function Detail({ label, children, ltr }: { label: string; children: ReactNode; ltr?: boolean }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text
        component="dd"
        size="sm"
        m={0}
        c={empty ? 'dimmed' : undefined}
        style={{ overflowWrap: 'anywhere' }}
      >
        {empty ? '—' : ltr ? <span dir="ltr">{children}</span> : children}
      </Text>
    </div>
  );
}
