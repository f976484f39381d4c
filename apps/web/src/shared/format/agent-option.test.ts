import { describe, expect, it } from 'vitest';
import { agentOptionLabel } from './agent-option';

const plain = (label: string) => label.replace(/[\u2068\u2069]/gu, '');

describe('agentOptionLabel', () => {
  it('tells two agents with the same name apart by their e-mail', () => {
    const first = agentOptionLabel({ name: 'Omar Travel', companyName: null, email: 'omar@a.test' });
    const second = agentOptionLabel({ name: 'Omar Travel', companyName: null, email: 'omar@b.test' });
    expect(first).not.toBe(second);
    expect(plain(first)).toBe('Omar Travel · omar@a.test');
  });

  it('shows the company between, each piece isolated for bidi', () => {
    const label = agentOptionLabel({ name: 'عمر الحربي', companyName: 'Oasis Trips', email: 'o@masar.test' });
    expect(plain(label)).toBe('عمر الحربي · Oasis Trips · o@masar.test');
    expect(label.startsWith('\u2068عمر الحربي\u2069')).toBe(true);
  });
});
