/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { BoardEntry, PickupBoard } from './api';
import { playChime } from './chime';
import { useLiveResource } from './live-resource';

/** Ready orders leave the board after a while with no change to push it: it is read again. */
const REREAD_MS = 30_000;

/** Each entry with a key of its own: two counter orders may share a call-out name. */
function keyed(entries: BoardEntry[]): [string, BoardEntry][] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const base = `${entry.code ?? ''}|${entry.name ?? ''}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return [`${base}|${count}`, entry];
  });
}

/** /board/{locationId}: a shop's TV screen of the orders being made and those ready. */
export function BoardPage({ locationId }: { locationId: number }) {
  const { data, live, missing } = useLiveResource<PickupBoard>({
    socketPath: `/ws/public/board/${locationId}`,
    readPath: `/api/public/board?location=${locationId}`,
    rereadMs: REREAD_MS,
  });
  const sound = useSound();
  const justReady = useJustReady(data?.ready ?? null, sound.chime);
  useEffect(() => {
    document.title = data ? `Pickup · ${data.location.name}` : 'Pickup board';
  }, [data]);

  return (
    <main class="flex h-dvh flex-col overflow-hidden bg-slate-950 p-10 text-white">
      <header class="flex items-center justify-between gap-6">
        <h1 class="text-5xl font-bold">{data ? data.location.name : 'Pickup board'}</h1>
        <div class="flex items-center gap-6">
          <p
            role="status"
            class={`text-2xl font-semibold ${live ? 'text-slate-300' : 'text-amber-300'}`}
          >
            {live ? 'Live' : missing ? '' : 'Connecting…'}
          </p>
          <button
            type="button"
            class="min-h-12 rounded-xl border border-slate-500 px-5 text-xl font-semibold text-white hover:bg-slate-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
            onClick={sound.toggle}
          >
            {sound.on ? 'Turn off sound' : 'Turn on sound'}
          </button>
        </div>
      </header>
      {missing ? (
        <p class="mt-16 text-4xl">There is no shop with this number.</p>
      ) : (
        <div class="mt-8 grid min-h-0 flex-1 grid-cols-2 gap-8">
          <BoardColumn tone="preparing" entries={data?.preparing ?? []} />
          <BoardColumn tone="ready" entries={data?.ready ?? []} highlighted={justReady} />
        </div>
      )}
    </main>
  );
}

/** As many entries as a column shows whole on a 1080p screen; the rest are counted. */
const SHOWN = 10;
const TONES = {
  preparing: { title: 'Preparing', accent: 'text-amber-300', card: 'bg-slate-800' },
  ready: { title: 'Ready', accent: 'text-emerald-300', card: 'bg-emerald-900' },
};

function BoardColumn(props: {
  tone: keyof typeof TONES;
  entries: BoardEntry[];
  highlighted?: Set<string>;
}) {
  const { tone, entries, highlighted } = props;
  const { title, accent, card } = TONES[tone];
  const hidden = entries.length - SHOWN;
  return (
    <section
      aria-labelledby={`${tone}-heading`}
      class="flex min-h-0 flex-col rounded-3xl bg-slate-900 p-8"
    >
      <h2 id={`${tone}-heading`} class={`text-6xl font-black ${accent}`}>
        {title}
      </h2>
      {entries.length === 0 ? (
        <p class="mt-8 text-3xl text-slate-300">None right now</p>
      ) : (
        <ul class="mt-8 grid grid-cols-2 content-start gap-4">
          {keyed(entries.slice(0, SHOWN)).map(([key, entry]) => (
            <li
              key={key}
              class={`flex h-32 flex-col justify-center rounded-2xl px-6 ${card} ${highlighted?.has(key) ? 'just-ready' : ''}`}
            >
              {entry.code && <span class="text-6xl leading-none font-black">{entry.code}</span>}
              <span
                class={`${entry.code ? 'mt-2 text-3xl text-slate-100' : 'text-5xl leading-tight font-bold'} truncate`}
              >
                {entry.name ?? 'Order'}
              </span>
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 && <p class="mt-5 text-3xl text-slate-300">and {hidden} more</p>}
    </section>
  );
}

/** The 'Turn on sound' switch: the audio context is made, or resumed, by the click itself. */
function useSound() {
  const context = useRef<AudioContext | null>(null);
  const [on, setOn] = useState(false);
  const toggle = () => {
    if (on) return setOn(false);
    context.current ??= new AudioContext();
    void context.current.resume();
    playChime(context.current);
    setOn(true);
  };
  const chime = () => {
    if (on && context.current) playChime(context.current);
  };
  return { on, toggle, chime };
}

/** The entries new in Ready since the last board (none on the first); chimes when any are. */
function useJustReady(ready: BoardEntry[] | null, chime: () => void): Set<string> {
  const previous = useRef<Set<string> | null>(null);
  const [fresh, setFresh] = useState<Set<string>>(new Set());
  useEffect(() => {
    if (!ready) return;
    const keys = new Set(keyed(ready).map(([key]) => key));
    const before = previous.current;
    previous.current = keys;
    if (!before) return;
    const added = new Set([...keys].filter((key) => !before.has(key)));
    if (added.size) {
      setFresh(added);
      chime();
    }
    // Only a new board counts: the chime function changes with the sound switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);
  return fresh;
}
