import { describe, expect, it } from 'vitest';
import { DataFaultError } from '../../../src/application/ports/DataFaultError';
import { FaultPlan } from '../../support/faults/FaultPlan';
import { withFaults } from '../../support/faults/withFaults';

/** A port with state behind a private field, an async method and a synchronous one. */
class Counter {
  #count = 0;
  async add(n: number): Promise<number> {
    this.#count += n;
    return this.#count;
  }
  peek(): number {
    return this.#count;
  }
  readonly label = 'counter';
}

describe('withFaults', () => {
  it('passes every call through untouched while nothing is planned', async () => {
    const port = withFaults(new Counter(), new FaultPlan());
    expect(await port.add(2)).toBe(2);
    expect(port.peek()).toBe(2);
    expect(port.label).toBe('counter');
  });

  it('fails the next k calls with a DataFaultError of the planned kind, before they reach the port', async () => {
    const plan = new FaultPlan().failNext('add', 'timeout', 2);
    const port = withFaults(new Counter(), plan);
    await expect(port.add(1)).rejects.toEqual(expect.objectContaining({ kind: 'timeout' }));
    await expect(port.add(1)).rejects.toBeInstanceOf(DataFaultError);
    expect(await port.add(5)).toBe(5);
    expect(plan.calls('add')).toBe(3);
    expect(plan.injected.map((f) => f.method)).toEqual(['add', 'add']);
    expect(plan.pending).toBe(0);
  });

  it("'after' lets the port do the work and loses the answer", async () => {
    const plan = new FaultPlan().failNext('add', 'network', 1, { when: 'after' });
    const port = withFaults(new Counter(), plan);
    await expect(port.add(3)).rejects.toEqual(expect.objectContaining({ kind: 'network' }));
    expect(port.peek()).toBe(3);
  });

  it('counts calls to several methods together, skipping the first `after` of them', async () => {
    const plan = new FaultPlan().failNext(['add', 'peek'], new Error('tab closed'), 1, { after: 2 });
    const port = withFaults(new Counter(), plan, { synchronous: ['peek'] });
    await port.add(1);
    port.peek();
    expect(() => port.peek()).toThrow('tab closed');
    expect(await port.add(1)).toBe(2);
  });

  it('throws (rather than rejects) for methods listed as synchronous', () => {
    const port = withFaults(new Counter(), new FaultPlan().failNext('peek', 'permission'), { synchronous: ['peek'] });
    expect(() => port.peek()).toThrow(DataFaultError);
  });
});
