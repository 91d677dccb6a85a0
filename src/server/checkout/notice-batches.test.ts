import { describe, expect, it } from 'vitest';
import type { RunPrepared } from '../db';
import { NoticeBatches } from './notice-batches';

/** A connection of one checkout: `run` is only told apart by its name. */
const connection = (name: string) =>
  Object.assign((() => undefined) as unknown as RunPrepared, { id: name });

/** Batches whose statements end when the test says so, each recorded with its connection. */
function controlled() {
  const sent: { on: string; payloads: string[]; end: (failed?: boolean) => void }[] = [];
  const batches = new NoticeBatches(
    (run, payloads) =>
      new Promise<void>((resolve, reject) =>
        sent.push({
          on: (run as unknown as { id: string }).id,
          payloads,
          end: (failed) => (failed ? reject(new Error('connection lost')) : resolve()),
        }),
      ),
  );
  return { batches, sent };
}

const settled = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('NoticeBatches', () => {
  it('sends a lone notice at once, on the connection of its checkout', async () => {
    const { batches, sent } = controlled();
    const done = batches.send(connection('a'), '1:10');
    expect(sent).toEqual([{ on: 'a', payloads: ['1:10'], end: expect.any(Function) }]);
    sent[0].end();
    await done;
  });

  it('sends the notices that came while a batch was on its way in one statement, by the first of them', async () => {
    const { batches, sent } = controlled();
    const order: string[] = [];
    const first = batches.send(connection('a'), '1:10').then(() => order.push('a'));
    const later = ['b', 'c', 'd'].map((name, i) =>
      batches.send(connection(name), `1:${11 + i}`).then(() => order.push(name)),
    );
    await settled();
    expect(sent).toHaveLength(1);
    sent[0].end();
    await first;
    await settled();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ on: 'b', payloads: ['1:11', '1:12', '1:13'] });
    expect(order).toEqual(['a']);
    sent[1].end();
    await Promise.all(later);
    expect(order.sort()).toEqual(['a', 'b', 'c', 'd']);
    // Nothing is on its way any more: the next notice goes at once.
    const next = batches.send(connection('e'), '2:20');
    expect(sent[2]).toMatchObject({ on: 'e', payloads: ['2:20'] });
    sent[2].end();
    await next;
  });

  it('goes on with the next batch when a statement fails, and resolves the failed one', async () => {
    const { batches, sent } = controlled();
    const first = batches.send(connection('a'), '1:10');
    const second = batches.send(connection('b'), '1:11');
    sent[0].end(true);
    await expect(first).resolves.toBeUndefined();
    await settled();
    expect(sent[1]).toMatchObject({ on: 'b', payloads: ['1:11'] });
    sent[1].end();
    await expect(second).resolves.toBeUndefined();
  });

  it('resolves when the statement cannot even be sent, and sends the next notice at once', async () => {
    const payloads: string[][] = [];
    const batches = new NoticeBatches((_run, sent) => {
      payloads.push(sent);
      if (payloads.length === 1) throw new Error('no connection');
      return Promise.resolve();
    });
    await expect(batches.send(connection('a'), '1:10')).resolves.toBeUndefined();
    await batches.send(connection('b'), '1:11');
    expect(payloads).toEqual([['1:10'], ['1:11']]);
  });
});
